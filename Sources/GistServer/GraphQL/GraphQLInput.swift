import FoundationEssentials

/// An argument's value in a GraphQL query, literal or from the variables.
enum GraphQLInput: Equatable, Decodable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case list([GraphQLInput])
  case object([String: GraphQLInput])

  /// A variable's value from the request's JSON.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([GraphQLInput].self) {
      self = .list(value)
    } else {
      self = .object(try container.decode([String: GraphQLInput].self))
    }
  }

  /// The value as an integer, when it is one.
  var int: Int? { if case .int(let value) = self { value } else { nil } }

  /// The value as a string (enum values are strings too), when it is one.
  var string: String? { if case .string(let value) = self { value } else { nil } }

  /// A field of an input object.
  subscript(field: String) -> GraphQLInput? {
    if case .object(let fields) = self { fields[field] } else { nil }
  }
}
