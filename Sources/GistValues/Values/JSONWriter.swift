import FoundationEssentials

/// Writes JSON as `GistJSON.encoder()` does (no spaces, members sorted by name, `/` as it is),
/// without `JSONEncoder`: the cache keeps every gist opened, and encoding one through
/// `Codable` cost `view` about a millisecond, most of it the Swift runtime looking up
/// conformances.
struct JSONWriter {
  /// What was written.
  private(set) var bytes: [UInt8] = []

  /// An object: `body` writes its members with `member`; they are sorted by name.
  mutating func object(_ body: (inout Members) -> Void) {
    var members = Members()
    body(&members)
    bytes.append(UInt8(ascii: "{"))
    for (index, member) in members.list.sorted(by: { $0.name < $1.name }).enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      string(member.name)
      bytes.append(UInt8(ascii: ":"))
      bytes += member.value
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// An array of `items`, each written by `write`.
  mutating func array<Item>(_ items: [Item], _ write: (inout JSONWriter, Item) -> Void) {
    bytes.append(UInt8(ascii: "["))
    for (index, item) in items.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      write(&self, item)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// A string, escaped as `JSONEncoder` escapes it.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      index += 1
      // A C1 control (U+0080–U+009F, `C2 80`…`C2 9F`) is escaped too: a terminal takes
      // U+009B for the start of a command, and the JSON means the same either way.
      if byte == 0xC2, index < utf8.count, (0x80...0x9F).contains(utf8[index]) {
        let hex = Array("0123456789abcdef".utf8)
        let code = utf8[index]
        bytes += Array("\\u00".utf8) + [hex[Int(code >> 4)], hex[Int(code & 0xF)]]
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): bytes += [0x5C, 0x22]
      case UInt8(ascii: "\\"): bytes += [0x5C, 0x5C]
      case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
      case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
      case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
      case 0x08: bytes += [0x5C, UInt8(ascii: "b")]
      case 0x0C: bytes += [0x5C, UInt8(ascii: "f")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A whole number.
  mutating func number(_ value: Int) { bytes += Array(String(value).utf8) }

  /// A number: whole ones without a fraction, and `null` for what JSON cannot spell.
  mutating func number(_ value: Double) {
    guard value.isFinite else { return null() }
    if value.rounded() == value, abs(value) < 9e15 { return number(Int(value)) }
    bytes += Array(String(value).utf8)
  }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) { bytes += Array((value ? "true" : "false").utf8) }

  /// `null`.
  mutating func null() { bytes += Array("null".utf8) }

  /// The members of an object being written.
  struct Members {
    fileprivate var list: [(name: String, value: [UInt8])] = []

    /// Member `name`, its value written by `write`.
    mutating func add(_ name: String, _ write: (inout JSONWriter) -> Void) {
      var writer = JSONWriter()
      write(&writer)
      list.append((name, writer.bytes))
    }

    /// Member `name` when `value` is not nil (as `encodeIfPresent`).
    mutating func add(_ name: String, ifPresent value: String?) {
      guard let value else { return }
      add(name) { $0.string(value) }
    }

    /// Member `name` when `date` is not nil, written as GitHub writes dates.
    mutating func add(_ name: String, ifPresent date: Date?) {
      guard let date else { return }
      add(name) { $0.string(GistJSON.formatDate(date)) }
    }
  }
}
