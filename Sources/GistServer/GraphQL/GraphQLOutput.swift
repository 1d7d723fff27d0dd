import Basics

/// A GraphQL answer's value, its object fields kept in the order the query asked them.
enum GraphQLOutput {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case list([GraphQLOutput])
  case object([(String, GraphQLOutput)])

  /// A string, or null.
  static func string(_ value: String?) -> GraphQLOutput { value.map { .string($0) } ?? .null }

  /// The value as JSON text.
  var json: String {
    var text = ""
    write(to: &text)
    return text
  }

  func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .int(let value): text += String(value)
    case .string(let value): Self.quote(value, into: &text)
    case .list(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(to: &text)
      }
      text += "]"
    case .object(let fields):
      text += "{"
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { text += "," }
        Self.quote(key, into: &text)
        text += ":"
        value.write(to: &text)
      }
      text += "}"
    }
  }

  static func quote(_ value: String, into text: inout String) {
    text += JSONEscape.quoted(value)
  }
}
