/// Where search terms occur in a text, as the search compares them (ignoring case and
/// accents): the index's match lines and the detail view's `n` / `N` both use it.
public enum TextMatches {
  /// The lines (from 0) of `text` holding one of `terms`, at most `limit` of them.
  public static func lines(in text: String, terms: [String], limit: Int = 10_000) -> [Int] {
    let folded = terms.map(SearchIndex.fold).filter { !$0.isEmpty }
    guard !folded.isEmpty, limit > 0 else { return [] }
    let needles = folded.map { Array($0.utf8) }
    let asciiTerms = needles.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    var found: [Int] = []
    let bytes = Array(text.utf8)
    var number = 0
    var start = 0
    // Line by line over the bytes: an ASCII line is compared byte by byte, lower-cased on
    // the way (most code); a line with other characters is folded as a string (accents).
    while start <= bytes.count {
      var end = start
      var ascii = true
      while end < bytes.count && bytes[end] != 10 {
        if bytes[end] >= 0x80 { ascii = false }
        end += 1
      }
      let matched: Bool
      if asciiTerms && ascii {
        matched = needles.contains { contains(bytes, from: start, to: end, $0) }
      } else {
        let candidate = SearchIndex.fold(String(decoding: bytes[start..<end], as: UTF8.self))
        matched = folded.contains { candidate.contains($0) }
      }
      if matched {
        found.append(number)
        if found.count >= limit { break }
      }
      number += 1
      start = end + 1
    }
    return found
  }

  /// Whether ASCII `bytes[start..<end]` holds `needle` (lower case), ignoring case.
  private static func contains(_ bytes: [UInt8], from start: Int, to end: Int, _ needle: [UInt8])
    -> Bool
  {
    guard let first = needle.first else { return true }
    var index = start
    while index + needle.count <= end {
      var byte = bytes[index]
      if byte >= 65 && byte <= 90 { byte += 32 }
      if byte == first {
        var offset = 1
        while offset < needle.count {
          var next = bytes[index + offset]
          if next >= 65 && next <= 90 { next += 32 }
          if next != needle[offset] { break }
          offset += 1
        }
        if offset == needle.count { return true }
      }
      index += 1
    }
    return false
  }
}
