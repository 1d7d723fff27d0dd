/// The TOML that dehub's config uses, read without a library: comments, `[table]` headers,
/// and `key = value` lines (keys bare, quoted or dotted) whose value is a string on one line
/// ("basic" with escapes, or 'literal'), a number (decimal, hex, octal, binary, with a
/// fraction and exponent, `inf`, `nan`) or `true`/`false`. Anything else, a key set twice
/// or a table defined twice is refused with a sentence naming the line.
///
/// (TOMLKit, the library it replaced, imports full Foundation and with it ICU, 45 MB of the
/// binary; its parser also stopped the process on some malformed text, found by
/// `scripts/fuzz`.)
enum ConfigSyntax {
  /// Why the text is not a config, and on which line.
  struct Problem: Error {
    let line: Int
    let reason: String
  }

  /// The keys and values of `text`: tables as nested `.table`s.
  static func read(_ text: String) throws(Problem) -> [String: ConfigValue] {
    // By scalars: "\r\n" is one Character, which is not "\n".
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    var root: [String: ConfigValue] = [:]
    var table: [String] = []
    var headers: Set<[String]> = []
    for (index, line) in lines.enumerated() {
      var scalars = Array(line)
      if scalars.last == "\r" { scalars.removeLast() }
      if scalars.first?.value == 0xFEFF && index == 0 { scalars.removeFirst() }
      var scanner = Scanner(scalars)
      let read: Scanner.Line
      do {
        read = try scanner.line()
      } catch {
        throw Problem(line: index + 1, reason: error.reason)
      }
      switch read {
      case .blank: continue
      case .header(let path):
        guard headers.insert(path).inserted,
          Self.insert(.table([:]), at: path, into: &root, replacing: true)
        else {
          throw Problem(line: index + 1, reason: "the table [\(Self.name(path))] is defined twice")
        }
        table = path
      case .pair(let key, let value):
        guard Self.insert(value, at: table + key, into: &root, replacing: false) else {
          throw Problem(line: index + 1, reason: "\(Self.name(table + key)) is set twice")
        }
      }
    }
    return root
  }

  /// Puts `value` at `path` in `root`, making the tables on the way; false when a value is
  /// there already (a table may be there when `replacing`, for a header after its dotted
  /// keys), or a step of the path is not a table.
  private static func insert(
    _ value: ConfigValue, at path: [String], into root: inout [String: ConfigValue],
    replacing: Bool
  ) -> Bool {
    guard let first = path.first else { return false }
    if path.count == 1 {
      switch root[first] {
      case nil: root[first] = value
      case .table: return replacing
      default: return false
      }
      return true
    }
    var inner: [String: ConfigValue]
    switch root[first] {
    case nil: inner = [:]
    case .table(let table): inner = table
    default: return false
    }
    guard insert(value, at: Array(path.dropFirst()), into: &inner, replacing: replacing) else {
      return false
    }
    root[first] = .table(inner)
    return true
  }

  private static func name(_ path: [String]) -> String { path.joined(separator: ".") }

  /// Reads one line.
  private struct Scanner {
    /// What a line holds.
    enum Line {
      case blank
      case header([String])
      case pair(key: [String], value: ConfigValue)
    }

    /// Why the line is not of the shape.
    struct Refusal: Error {
      let reason: String
      init(_ reason: String) { self.reason = reason }
    }

    let scalars: [Unicode.Scalar]
    var at = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }
    /// How deep the array being read is.
    var depth = 0

    static let bare = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".unicodeScalars)
    static let onlyValues =
      "a value must be a \"string\" or 'string' on one line, a number, true or false, or "
      + "[an, array] on one line"

    var current: Unicode.Scalar? { at < scalars.count ? scalars[at] : nil }

    mutating func skipSpaces() {
      while current == " " || current == "\t" { at += 1 }
    }

    mutating func line() throws(Refusal) -> Line {
      if let control = scalars.first(where: { Self.isControl($0) }) {
        throw Refusal(
          "it holds a control character (U+\(String(control.value, radix: 16, uppercase: true)))")
      }
      skipSpaces()
      guard let first = current, first != "#" else { return .blank }
      if first == "[" {
        at += 1
        if current == "[" { throw Refusal("[[arrays of tables]] are not used in dehub's config") }
        skipSpaces()
        let path = try key()
        skipSpaces()
        guard current == "]" else { throw Refusal("a [table] header must be a name in [ ]") }
        at += 1
        if let reason = end() { throw Refusal(reason) }
        return .header(path)
      }
      let path = try key()
      skipSpaces()
      guard current == "=" else { throw Refusal("expected `key = value`") }
      at += 1
      skipSpaces()
      let read = try value()
      if let reason = end() { throw Refusal(reason) }
      return .pair(key: path, value: read)
    }

    /// Only spaces and a comment may follow.
    mutating func end() -> String? {
      skipSpaces()
      guard let rest = current, rest != "#" else { return nil }
      return "unexpected text after the value or header"
    }

    /// A key: bare or quoted parts joined by dots.
    mutating func key() throws(Refusal) -> [String] {
      var parts: [String] = []
      while true {
        guard let first = current else { throw Refusal("a name is missing") }
        if first == "\"" || first == "'" {
          parts.append(try string())
        } else {
          let start = at
          while let scalar = current, Self.bare.contains(scalar) { at += 1 }
          if at == start {
            throw Refusal("a name must be letters, digits, _ or -, or quoted")
          }
          parts.append(String(String.UnicodeScalarView(scalars[start..<at])))
        }
        skipSpaces()
        guard current == "." else { return parts }
        at += 1
        skipSpaces()
      }
    }

    mutating func value() throws(Refusal) -> ConfigValue {
      guard let first = current else { throw Refusal(Self.onlyValues) }
      if first == "\"" || first == "'" { return .string(try string()) }
      if first == "[" { return .array(try array()) }
      let start = at
      while let scalar = current, !" \t#,]".unicodeScalars.contains(scalar) { at += 1 }
      let word = String(String.UnicodeScalarView(scalars[start..<at]))
      if word == "true" || word == "false" { return .bool(word == "true") }
      guard Self.isNumber(word) else { throw Refusal(Self.onlyValues) }
      guard let number = Self.number(word) else {
        throw Refusal("the number \(word) is too large")
      }
      return number
    }

    /// An array on one line: values between `[` and `]`, separated by commas (one may
    /// follow the last).
    mutating func array() throws(Refusal) -> [ConfigValue] {
      // dehub's settings nest two deep at most; a deeper one is no setting of dehub's, and
      // 50,000 levels overflowed the stack.
      depth += 1
      defer { depth -= 1 }
      guard depth <= 8 else { throw Refusal("arrays nest at most 8 deep in dehub's config") }
      at += 1
      var items: [ConfigValue] = []
      while true {
        skipSpaces()
        if current == "]" {
          at += 1
          return items
        }
        guard current != nil, current != "#" else {
          throw Refusal("an array must end with ] on the same line")
        }
        items.append(try value())
        skipSpaces()
        if current == "," {
          at += 1
        } else if current == nil || current == "#" {
          throw Refusal("an array must end with ] on the same line")
        } else if current != "]" {
          throw Refusal("the items of an array are separated by commas")
        }
      }
    }

    /// A string on one line: "basic" with escapes, or 'literal'.
    mutating func string() throws(Refusal) -> String {
      guard let quote = current else { throw Refusal(Self.onlyValues) }
      if scalars.count >= at + 3, scalars[at + 1] == quote, scalars[at + 2] == quote {
        throw Refusal("multi-line strings are not used in dehub's config")
      }
      at += 1
      var text = String.UnicodeScalarView()
      while let scalar = current {
        at += 1
        if scalar == quote { return String(text) }
        guard quote == "\"" && scalar == "\\" else {
          text.append(scalar)
          continue
        }
        guard let escaped = current else { break }
        at += 1
        switch escaped {
        case "\\", "\"": text.append(escaped)
        case "b": text.append("\u{8}")
        case "t": text.append("\t")
        case "n": text.append("\n")
        case "f": text.append("\u{C}")
        case "r": text.append("\r")
        case "u", "U":
          let count = escaped == "u" ? 4 : 8
          guard at + count <= scalars.count,
            scalars[at..<(at + count)].allSatisfy({ $0.properties.isASCIIHexDigit })
          else { throw Refusal("a \\\(escaped) escape needs \(count) hex digits") }
          let digits = String(String.UnicodeScalarView(scalars[at..<(at + count)]))
          guard let decoded = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) else {
            throw Refusal("\\\(escaped)\(digits) is not a character (a surrogate or too large)")
          }
          text.append(decoded)
          at += count
        default:
          throw Refusal("a string has an unknown escape \\\(escaped)")
        }
      }
      throw Refusal("a string is not closed on its line")
    }

    /// The value of a word `isNumber` accepted; nil when it does not fit.
    static func number(_ word: String) -> ConfigValue? {
      let digits = word.filter { $0 != "_" }
      for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
        return Int(digits.dropFirst(2), radix: radix).map { .integer($0) }
      }
      let unsigned = digits.first == "+" || digits.first == "-" ? digits.dropFirst() : digits[...]
      if unsigned == "inf" || unsigned == "nan" {
        let value: Double = unsigned == "inf" ? .infinity : .nan
        return .float(digits.first == "-" ? -value : value)
      }
      if digits.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
        return Double(digits).map { .float($0) }
      }
      return Int(digits).map { .integer($0) }
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
