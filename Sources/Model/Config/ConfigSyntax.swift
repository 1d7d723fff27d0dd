/// The shape of TOML that dehub's config uses, checked before the TOML parser sees the
/// text: comments, `[table]` headers, and `key = value` lines whose value is a string on
/// one line, a number or `true`/`false`.
///
/// The TOML parser (toml++) stops the whole process with a failed assertion on some
/// malformed text (`[$`, `a = [ }`, found by `scripts/fuzz`), so it only ever gets text of
/// this shape. Anything else is refused with a sentence naming the line.
enum ConfigSyntax {
  /// The first line that is not of the shape, and why; nil when every line is.
  static func problem(in text: String) -> (line: Int, reason: String)? {
    // By scalars: "\r\n" is one Character, which is not "\n".
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      var scalars = Array(line)
      if scalars.last == "\r" { scalars.removeLast() }
      if scalars.first?.value == 0xFEFF && index == 0 { scalars.removeFirst() }
      var scanner = Scanner(scalars)
      if let reason = scanner.line() { return (index + 1, reason) }
    }
    return nil
  }

  /// Reads one line; nil when it has the shape, else why not.
  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var at = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    static let bare = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".unicodeScalars)
    static let onlyValues =
      "a value must be a \"string\" or 'string' on one line, a number, or true or false"

    var current: Unicode.Scalar? { at < scalars.count ? scalars[at] : nil }

    mutating func skipSpaces() {
      while current == " " || current == "\t" { at += 1 }
    }

    mutating func line() -> String? {
      if let control = scalars.first(where: { Self.isControl($0) }) {
        return
          "it holds a control character (U+\(String(control.value, radix: 16, uppercase: true)))"
      }
      skipSpaces()
      guard let first = current, first != "#" else { return nil }
      if first == "[" {
        at += 1
        if current == "[" { return "[[arrays of tables]] are not used in dehub's config" }
        skipSpaces()
        if let reason = key() { return reason }
        skipSpaces()
        guard current == "]" else { return "a [table] header must be a name in [ ]" }
        at += 1
        return end()
      }
      if let reason = key() { return reason }
      skipSpaces()
      guard current == "=" else { return "expected `key = value`" }
      at += 1
      skipSpaces()
      if let reason = value() { return reason }
      return end()
    }

    /// Only spaces and a comment may follow.
    mutating func end() -> String? {
      skipSpaces()
      guard let rest = current, rest != "#" else { return nil }
      return "unexpected text after the value or header"
    }

    /// A key: bare or quoted parts joined by dots.
    mutating func key() -> String? {
      while true {
        guard let first = current else { return "a name is missing" }
        if first == "\"" || first == "'" {
          if let reason = string() { return reason }
        } else {
          let start = at
          while let scalar = current, Self.bare.contains(scalar) { at += 1 }
          if at == start {
            return "a name must be letters, digits, _ or -, or quoted"
          }
        }
        skipSpaces()
        guard current == "." else { return nil }
        at += 1
        skipSpaces()
      }
    }

    mutating func value() -> String? {
      guard let first = current else { return Self.onlyValues }
      if first == "\"" || first == "'" { return string() }
      let start = at
      while let scalar = current, scalar != " ", scalar != "\t", scalar != "#" { at += 1 }
      let word = String(String.UnicodeScalarView(scalars[start..<at]))
      return word == "true" || word == "false" || Self.isNumber(word) ? nil : Self.onlyValues
    }

    /// A string on one line: "basic" with escapes, or 'literal'.
    mutating func string() -> String? {
      guard let quote = current else { return Self.onlyValues }
      if scalars.count >= at + 3, scalars[at + 1] == quote, scalars[at + 2] == quote {
        return "multi-line strings are not used in dehub's config"
      }
      at += 1
      while let scalar = current {
        at += 1
        if scalar == quote { return nil }
        if quote == "\"" && scalar == "\\" {
          guard let escaped = current else { break }
          at += 1
          switch escaped {
          case "\\", "\"", "b", "t", "n", "f", "r": continue
          case "u", "U":
            let count = escaped == "u" ? 4 : 8
            guard at + count <= scalars.count,
              scalars[at..<(at + count)].allSatisfy({ $0.properties.isASCIIHexDigit })
            else { return "a \\u escape needs \(count) hex digits" }
            at += count
          default:
            return "a string has an unknown escape \\\(escaped)"
          }
        }
      }
      return "a string is not closed on its line"
    }

    /// Control characters TOML refuses outside strings and in them (tab is allowed).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
      (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
        || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029
    }

    /// A TOML integer or float: decimal (with a fraction and exponent), hex, octal or
    /// binary, `inf` or `nan`, digits joined by single underscores.
    static func isNumber(_ word: String) -> Bool {
      var text = Substring(word)
      for prefix in ["0x", "0o", "0b"] where text.hasPrefix(prefix) {
        let digits = text.dropFirst(2)
        let allowed: Set<Character> =
          switch prefix {
          case "0x": Set("0123456789abcdefABCDEF")
          case "0o": Set("01234567")
          default: Set("01")
          }
        return isDigits(digits, allowed)
      }
      if text.first == "+" || text.first == "-" { text = text.dropFirst() }
      if text == "inf" || text == "nan" { return true }
      let decimal = Set("0123456789")
      var exponent: Substring?
      if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
        exponent = text[text.index(after: e)...]
        text = text[..<e]
      }
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count <= 2, parts.allSatisfy({ isDigits($0, decimal) }) else { return false }
      guard var power = exponent else { return true }
      if power.first == "+" || power.first == "-" { power = power.dropFirst() }
      return isDigits(power, decimal)
    }

    /// Digits from `allowed`, at least one, with single underscores only between digits.
    static func isDigits(_ text: Substring, _ allowed: Set<Character>) -> Bool {
      guard let first = text.first, let last = text.last, allowed.contains(first),
        allowed.contains(last), !text.contains("__")
      else { return false }
      return text.allSatisfy { allowed.contains($0) || $0 == "_" }
    }
  }
}
