extension JSONValue {
  /// The value as JSON text on one line (members sorted by name, strings escaped as
  /// `JSONEncoder` escapes them): what a JSON-RPC peer reads back.
  public var serialized: String {
    var writer = JSONWriter()
    write(to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  private func write(to writer: inout JSONWriter) {
    switch self {
    case .null: writer.null()
    case .bool(let value): writer.bool(value)
    case .number(let value): writer.number(value)
    case .string(let value): writer.string(value)
    case .array(let elements): writer.array(elements) { $1.write(to: &$0) }
    case .object(let members):
      writer.object { list in
        for (name, value) in members.pairs { list.add(name) { value.write(to: &$0) } }
      }
    }
  }
}
