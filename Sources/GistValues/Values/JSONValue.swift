import FoundationEssentials
import Glibc

/// A JSON value read by `JSONValue.parse`: a small, fast reader for GitHub's answers. It
/// reads a page of 100 gists several times faster than `JSONDecoder`, and gives each
/// element's bytes of a top-level array, so GitHub's own JSON can be kept and passed on.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONMembers)

  /// The member `key` of an object (nil otherwise).
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  /// The text of a string.
  public var string: String? { if case .string(let value) = self { value } else { nil } }

  /// A whole number (as `JSONDecoder` gives an `Int`: no fraction, in range).
  public var int: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 9e15 else {
      return nil
    }
    return Int(value)
  }

  /// A boolean.
  public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }

  /// Which parts of a document to read: the rest is checked and skipped, never built (a
  /// list reads the forty-odd members of each gist and its owner's object it shows, not the
  /// others).
  public indirect enum Selection: Sendable {
    /// The whole value.
    case everything
    /// Of an object, the members named (each with its own selection), and the other
    /// members with `others` (skipped when nil).
    case members(Names, others: Selection?)
    /// Of an array, its first `count` elements (each with `each`); the others are checked
    /// and skipped, each standing as `null`, so the array keeps its length (a notebook's
    /// ten thousandth cell is counted, not read).
    case first(Int, each: Selection)

    /// Member names with their selections, kept as bytes to compare with a document's.
    public struct Names: Sendable, ExpressibleByArrayLiteral {
      let names: [[UInt8]]
      let selections: [Selection]

      public init(arrayLiteral elements: (String, Selection)...) {
        self.init(elements)
      }

      public init(_ elements: [(String, Selection)]) {
        names = elements.map { Array($0.0.utf8) }
        selections = elements.map(\.1)
      }
    }

    /// The selection of member `name` (as its bytes), nil to skip it.
    func member(_ name: UnsafeRawBufferPointer) -> Selection? {
      switch self {
      case .everything, .first: return .everything
      case .members(let named, let others):
        for (index, candidate) in named.names.enumerated() where candidate.count == name.count {
          let same = candidate.withUnsafeBytes { bytes in
            guard let left = bytes.baseAddress, let right = name.baseAddress else { return true }
            return memcmp(left, right, name.count) == 0
          }
          if same { return named.selections[index] }
        }
        return others
      }
    }
  }

  /// Reads one JSON document, only what `selection` names of it.
  public static func parse(_ data: Data, selecting selection: Selection = .everything)
    throws(GistError) -> JSONValue
  {
    try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Result<JSONValue, GistError> in
      var reader = Reader(bytes: bytes)
      return Result { () throws(GistError) -> JSONValue in
        let value = try reader.value(selection)
        try reader.end()
        return value
      }
    }.get()
  }

  /// Reads a document that is an array: each element with the range of its bytes in `data`.
  /// Only what `selection` names is read of each element.
  public static func elements(_ data: Data, selecting selection: Selection = .everything)
    throws(GistError) -> [(JSONValue, Range<Int>)]
  {
    let offset = data.startIndex
    return try data.withUnsafeBytes {
      (bytes: UnsafeRawBufferPointer) -> Result<[(JSONValue, Range<Int>)], GistError> in
      var reader = Reader(bytes: bytes)
      return Result { () throws(GistError) -> [(JSONValue, Range<Int>)] in
        try reader.elements(selection)
      }
      .map { $0.map { ($0.0, (offset + $0.1.lowerBound)..<(offset + $0.1.upperBound)) } }
    }.get()
  }

  /// The byte reader.
  struct Reader {
    let bytes: UnsafeRawBufferPointer
    var index = 0
    var depth = 0

    /// The elements of a top-level array, with their byte ranges.
    mutating func elements(_ selection: Selection) throws(GistError) -> [(JSONValue, Range<Int>)] {
      skipSpace()
      try expect(UInt8(ascii: "["))
      var elements: [(JSONValue, Range<Int>)] = []
      skipSpace()
      if peek == UInt8(ascii: "]") {
        index += 1
      } else {
        while true {
          skipSpace()
          let start = index
          let value = try value(selection)
          elements.append((value, start..<index))
          guard try more(before: UInt8(ascii: "]")) else { break }
        }
      }
      try end()
      return elements
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    func failure(_ what: String) -> GistError {
      .malformedResponse("\(what) at byte \(index) of the JSON")
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func expect(_ byte: UInt8) throws(GistError) {
      guard peek == byte else { throw failure("expected \"\(Character(Unicode.Scalar(byte)))\"") }
      index += 1
    }

    /// After an element of an array or object: true at a comma (another element follows),
    /// false past the closing `close`; anything else is an error.
    mutating func more(before close: UInt8) throws(GistError) -> Bool {
      skipSpace()
      if peek == UInt8(ascii: ",") {
        index += 1
        return true
      }
      try expect(close)
      return false
    }

    mutating func end() throws(GistError) {
      skipSpace()
      guard index == bytes.count else { throw failure("unexpected text after the value") }
    }

    mutating func value(_ selection: Selection = .everything) throws(GistError) -> JSONValue {
      skipSpace()
      guard let byte = peek else { throw failure("unexpected end") }
      switch byte {
      case UInt8(ascii: "{"): return try object(selection)
      case UInt8(ascii: "["): return try array(selection)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default: return .number(try number())
      }
    }

    mutating func literal(_ word: StaticString, _ value: JSONValue) throws(GistError) -> JSONValue {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count, let base = bytes.baseAddress,
        memcmp(base + index, word.utf8Start, count) == 0
      else { throw failure("unexpected character") }
      index += count
      return value
    }

    mutating func nest() throws(GistError) {
      depth += 1
      guard depth <= 256 else { throw failure("nesting too deep") }
    }

    mutating func object(_ selection: Selection) throws(GistError) -> JSONValue {
      try nest()
      defer { depth -= 1 }
      index += 1
      var members = JSONMembers()
      skipSpace()
      if peek == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else { throw failure("expected a member name") }
        let nameStart = index + 1
        try skipString()
        let raw = UnsafeRawBufferPointer(rebasing: bytes[nameStart..<(index - 1)])
        skipSpace()
        try expect(UInt8(ascii: ":"))
        // A name with escapes is read whole before it is looked up.
        let escaped = raw.contains(UInt8(ascii: "\\"))
        var name: String?
        if escaped {
          index = nameStart - 1
          name = try string()
          skipSpace()
          index += 1
        }
        let chosen: Selection?
        if var text = name {
          chosen = text.withUTF8 { selection.member(UnsafeRawBufferPointer($0)) }
        } else {
          chosen = selection.member(raw)
        }
        if let chosen {
          let key = name ?? String(decoding: raw, as: UTF8.self)
          members.append(key, try value(chosen))
        } else {
          try skipValue()
        }
        guard try more(before: UInt8(ascii: "}")) else { return .object(members) }
      }
    }

    /// Checks and passes over one value without building it.
    mutating func skipValue() throws(GistError) {
      skipSpace()
      guard let byte = peek else { throw failure("unexpected end") }
      switch byte {
      case UInt8(ascii: "\""):
        try skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        try nest()
        defer { depth -= 1 }
        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        index += 1
        skipSpace()
        if peek == close {
          index += 1
          return
        }
        while true {
          skipSpace()
          if close == UInt8(ascii: "}") {
            guard peek == UInt8(ascii: "\"") else { throw failure("expected a member name") }
            try skipString()
            skipSpace()
            try expect(UInt8(ascii: ":"))
          }
          try skipValue()
          guard try more(before: close) else { return }
        }
      default:
        _ = try value(.everything)
      }
    }

    /// Passes over a string (the index at its opening quote), checking its escapes.
    mutating func skipString() throws(GistError) {
      index += 1
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return
        case UInt8(ascii: "\\"):
          guard let escaped = peek else { throw failure("unterminated string") }
          index += 1
          switch escaped {
          case UInt8(ascii: "u"): _ = try hex4()
          case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            break
          default: throw failure("bad escape in a string")
          }
        case 0..<0x20: throw failure("control character in a string")
        default: break
        }
      }
      throw failure("unterminated string")
    }

    mutating func array(_ selection: Selection = .everything) throws(GistError) -> JSONValue {
      try nest()
      defer { depth -= 1 }
      index += 1
      var items: [JSONValue] = []
      skipSpace()
      if peek == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      var (read, each) = (Int.max, Selection.everything)
      if case .first(let count, let selected) = selection { (read, each) = (count, selected) }
      while true {
        if items.count < read {
          items.append(try value(each))
        } else {
          try skipValue()
          items.append(.null)
        }
        guard try more(before: UInt8(ascii: "]")) else { return .array(items) }
      }
    }

    mutating func string() throws(GistError) -> String {
      index += 1
      let start = index
      // The common case: no escapes, read in place.
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          let text = String(
            decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
          index += 1
          return text
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        index += 1
      }
      var scalars = [UInt8](UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
      while true {
        guard let byte = peek else { throw failure("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: scalars, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard let escaped = peek else { throw failure("unterminated string") }
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): scalars.append(0x0A)
          case UInt8(ascii: "t"): scalars.append(0x09)
          case UInt8(ascii: "r"): scalars.append(0x0D)
          case UInt8(ascii: "b"): scalars.append(0x08)
          case UInt8(ascii: "f"): scalars.append(0x0C)
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code), peek == UInt8(ascii: "\\"),
              index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
            {
              index += 2
              let low = try hex4()
              code =
                (0xDC00..<0xE000).contains(low)
                ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
            }
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            scalars.append(contentsOf: Array(String(scalar).utf8))
          default:
            throw failure("bad escape in a string")
          }
        default:
          guard byte >= 0x20 else { throw failure("control character in a string") }
          scalars.append(byte)
        }
      }
    }

    mutating func hex4() throws(GistError) -> UInt32 {
      guard index + 4 <= bytes.count else { throw failure("bad \\u escape") }
      var code: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[index]
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
        default: throw failure("bad \\u escape")
        }
        code = code * 16 + digit
        index += 1
      }
      return code
    }

    mutating func number() throws(GistError) -> Double {
      let start = index
      var integral = true
      var value: Int64 = 0
      var negative = false
      if peek == UInt8(ascii: "-") {
        negative = true
        index += 1
      }
      let digits = index
      while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if index - digits < 18 {
          value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        } else {
          integral = false
        }
        index += 1
      }
      guard index > digits else { throw failure("unexpected character") }
      while let byte = peek,
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      {
        integral = false
        index += 1
      }
      if integral { return Double(negative ? -value : value) }
      let text = String(
        decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard let number = Double(text) else { throw failure("bad number") }
      return number
    }
  }
}
