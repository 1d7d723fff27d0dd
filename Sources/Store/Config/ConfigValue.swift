/// A value of dehub's config file: what `ConfigSyntax` reads.
enum ConfigValue: Equatable, CustomStringConvertible {
  case string(String)
  case integer(Int)
  case float(Double)
  case bool(Bool)
  case table([String: ConfigValue])
  case array([ConfigValue])

  /// The text of a string.
  var string: String? { if case .string(let text) = self { text } else { nil } }
  /// A whole number.
  var int: Int? { if case .integer(let number) = self { number } else { nil } }
  /// A number with a fraction (`int` for a whole one).
  var double: Double? { if case .float(let number) = self { number } else { nil } }
  /// `true` or `false`.
  var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }
  /// The items of an array.
  var array: [ConfigValue]? { if case .array(let items) = self { items } else { nil } }
  /// The keys and values of a table.
  var table: [String: ConfigValue]? { if case .table(let table) = self { table } else { nil } }

  /// The value as TOML writes it (for messages: `not "soon"`).
  var description: String {
    switch self {
    case .string(let text): "\"\(text)\""
    case .integer(let number): String(number)
    case .float(let number):
      number.isNaN ? "nan" : number.isInfinite ? (number < 0 ? "-inf" : "inf") : String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .table(let table): "{ \(table.keys.sorted().joined(separator: ", ")) }"
    case .array(let items): "[\(items.map(\.description).joined(separator: ", "))]"
    }
  }
}
