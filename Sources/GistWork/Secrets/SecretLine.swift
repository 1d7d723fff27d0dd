/// One logical line of text as the secret scanner reads it: a line and the lines that
/// continue it (a backslash at the end, as shells, C and Python split long strings), with
/// what hides a token from a plain search taken away: invisible characters (zero-width
/// spaces and joiners, bidirectional marks, the BOM, soft hyphens) are dropped, and `%XX`
/// is decoded where it stands for a character a token is made of (`%5F` for `_`). Bytes, so
/// every matcher runs in time linear in the line, whatever it holds.
struct SecretLine {
  /// The line's number in the text, from 1 (its first physical line).
  let number: Int
  /// Its bytes, normalised.
  let bytes: [UInt8]
  /// Its bytes with ASCII letters in lower case, for words found in any case.
  let lowered: [UInt8]

  /// The line numbered `number` of `bytes`.
  init(number: Int, bytes: [UInt8]) {
    self.number = number
    self.bytes = bytes
    lowered = bytes.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
  }

  /// The logical lines of `text`.
  static func lines(of text: String) -> [SecretLine] {
    var lines: [SecretLine] = []
    var current: [UInt8] = []
    var startNumber = 1
    var number = 1
    var continuing = false
    let all = Array(text.utf8)
    var start = 0
    for index in 0...all.count where index == all.count || all[index] == 10 {
      var physical = all[start..<index]
      if physical.last == 13 { physical = physical.dropLast() }
      if continuing {
        // The continuation's indentation is the layout's, not the token's.
        physical = physical.drop { $0 == 32 || $0 == 9 }
      } else {
        startNumber = number
      }
      if physical.last == 92 {
        current += physical.dropLast()
        continuing = true
      } else {
        current += physical
        lines.append(SecretLine(number: startNumber, bytes: normalised(current)))
        current = []
        continuing = false
      }
      start = index + 1
      number += 1
    }
    if continuing { lines.append(SecretLine(number: startNumber, bytes: normalised(current))) }
    return lines
  }

  /// `bytes` without invisible characters, `%XX` of a token's characters decoded.
  static func normalised(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(where: { $0 >= 0xC2 || $0 == 37 }) else { return bytes }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let width = invisibleWidth(bytes, at: index) {
        index += width
        continue
      }
      if byte == 37, index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
        let low = hexValue(bytes[index + 2])
      {
        let decoded = high << 4 | low
        if Self.isDecodable(decoded) {
          out.append(decoded)
          index += 3
          continue
        }
      }
      out.append(byte)
      index += 1
    }
    return out
  }

  /// The length of the invisible character at `index` (U+00AD, U+180E, U+200B–U+200F,
  /// U+202A–U+202E, U+2060–U+2064, U+FEFF), nil when there is none.
  private static func invisibleWidth(_ bytes: [UInt8], at index: Int) -> Int? {
    func at(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    switch (bytes[index], at(1), at(2)) {
    case (0xC2, 0xAD?, _): return 2
    case (0xE1, 0xA0?, 0x8E?): return 3
    case (0xE2, 0x80?, let third?)
    where (0x8B...0x8F).contains(third) || (0xAA...0xAE).contains(third):
      return 3
    case (0xE2, 0x81?, let third?) where (0xA0...0xA4).contains(third): return 3
    case (0xEF, 0xBB?, 0xBF?): return 3
    default: return nil
    }
  }

  /// Whether a `%XX` that decodes to `byte` is decoded: the characters tokens and
  /// addresses' passwords are made of.
  private static func isDecodable(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || "_-+/=@:.".utf8.contains(byte)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 48...57: byte - 48
    case 65...70: byte - 55
    case 97...102: byte - 87
    default: nil
    }
  }

  // MARK: - Byte classes

  /// ASCII letters and digits.
  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
  }

  /// Letters, digits and `_`.
  static func isWord(_ byte: UInt8) -> Bool { isAlphanumeric(byte) || byte == 95 }

  /// base64url: letters, digits, `_` and `-`.
  static func isBase64URL(_ byte: UInt8) -> Bool { isWord(byte) || byte == 45 }

  /// Upper-case letters and digits.
  static func isUpperOrDigit(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte)
  }

  /// Digits.
  static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

  // MARK: - Searching

  /// Whether `word` (bytes) stands at `index` (of `lowered` with `anyCase`).
  func has(_ word: [UInt8], at index: Int, anyCase: Bool = false) -> Bool {
    guard index >= 0, index + word.count <= bytes.count else { return false }
    return (anyCase ? lowered : bytes).withUnsafeBufferPointer { line in
      word.withUnsafeBufferPointer { word in
        var offset = 0
        while offset < word.count {
          if line[index + offset] != word[offset] { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// The indices where `word` starts (in `lowered` with `anyCase`), found with a first-byte
  /// scan.
  func occurrences(of word: [UInt8], anyCase: Bool = false) -> [Int] {
    guard let first = word.first, word.count <= bytes.count else { return [] }
    var found: [Int] = []
    (anyCase ? lowered : bytes).withUnsafeBufferPointer { line in
      var index = 0
      let last = line.count - word.count
      while index <= last {
        if line[index] == first {
          var offset = 1
          while offset < word.count, line[index + offset] == word[offset] { offset += 1 }
          if offset == word.count { found.append(index) }
        }
        index += 1
      }
    }
    return found
  }

  /// The end of the run of `body` bytes from `index`.
  func runEnd(from index: Int, _ body: (UInt8) -> Bool) -> Int {
    bytes.withUnsafeBufferPointer { line in
      var end = index
      while end < line.count, body(line[end]) { end += 1 }
      return end
    }
  }

  /// Each place `prefix` starts with no `word` byte before it, with the end of the run of
  /// `body` bytes after it. A candidate inside a run just read is not read again, so the
  /// search stays linear in the line.
  func prefixed(
    _ prefix: [UInt8], notAfter word: (UInt8) -> Bool = SecretLine.isWord,
    body: (UInt8) -> Bool, _ each: (_ start: Int, _ end: Int) -> Void
  ) {
    var skipTo = 0
    for index in occurrences(of: prefix) where index >= skipTo {
      guard index == 0 || !word(bytes[index - 1]) else { continue }
      let end = runEnd(from: index + prefix.count, body)
      each(index, end)
      skipTo = max(end, index + 1)
    }
  }

  /// The text of `range`.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
