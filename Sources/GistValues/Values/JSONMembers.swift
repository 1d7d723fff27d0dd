/// The members of a JSON object, in document order; a name given twice means its last
/// value, as with a dictionary. Found by a short scan, which for the twenty-odd names of
/// GitHub's objects costs less than hashing them into a dictionary.
public struct JSONMembers: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  private var names: [String] = []
  private var values: [JSONValue] = []

  /// No members.
  public init() {}

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    for (name, value) in elements { append(name, value) }
  }

  /// The value of `name`.
  public subscript(name: String) -> JSONValue? {
    names.lastIndex(of: name).map { values[$0] }
  }

  /// Adds a member.
  public mutating func append(_ name: String, _ value: JSONValue) {
    names.append(name)
    values.append(value)
  }

  /// Each name once with its value, in the order of their last appearance.
  public var pairs: [(name: String, value: JSONValue)] {
    var seen: Set<String> = []
    var unique: [(name: String, value: JSONValue)] = []
    for index in names.indices.reversed() where seen.insert(names[index]).inserted {
      unique.append((names[index], values[index]))
    }
    return unique.reversed()
  }

  /// Equal when each name means the same value, whatever the order.
  public static func == (left: JSONMembers, right: JSONMembers) -> Bool {
    let leftPairs = left.pairs
    let rightPairs = right.pairs
    guard leftPairs.count == rightPairs.count else { return false }
    return leftPairs.allSatisfy { right[$0.name] == $0.value }
  }
}
