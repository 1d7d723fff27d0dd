/// The folded search text of each kept gist, in one buffer: 10,000 keys are one allocation
/// of their bytes and one of where each ends, not 10,000 arrays (0.8 MB of a browser's heap
/// as arrays, measured).
struct FoldedKeys: Sendable {
  private var bytes: [UInt8] = []
  /// Where each key ends in `bytes`.
  private var ends: [Int] = []

  /// No keys.
  init() {}

  /// The keys `texts`, in order.
  init(_ texts: some Sequence<String>) {
    for text in texts {
      bytes.append(contentsOf: text.utf8)
      ends.append(bytes.count)
    }
  }

  /// The positions of the keys that contain `needle` (UTF-8 is self-synchronising, so a
  /// byte match is a character match), in order.
  func positions(containing needle: [UInt8]) -> [Int] {
    bytes.withUnsafeBufferPointer { all in
      var start = 0
      var found: [Int] = []
      for (position, end) in ends.enumerated() {
        let key = UnsafeBufferPointer(rebasing: all[start..<end])
        if Self.bytes(key, contain: needle) { found.append(position) }
        start = end
      }
      return found
    }
  }

  /// Whether `haystack` contains `needle`.
  static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, contain needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    guard haystack.count >= needle.count else { return false }
    let last = haystack.count - needle.count
    var start = 0
    while start <= last {
      guard let found = haystack[start...last].firstIndex(of: first) else { return false }
      var offset = 1
      while offset < needle.count && haystack[found + offset] == needle[offset] { offset += 1 }
      if offset == needle.count { return true }
      start = found + 1
    }
    return false
  }
}
