/// HTTP header fields: ordered, names compared without regard to case.
public struct HTTPHeaders: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// The fields in the order they were added.
  public private(set) var fields: [(name: String, value: String)] = []

  /// No fields.
  public init() {}

  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { add(name, value) }
  }

  /// The first value of `name`; setting replaces every field of that name.
  public subscript(name: String) -> String? {
    get {
      let key = name.lowercased()
      return fields.first { $0.name.lowercased() == key }?.value
    }
    set {
      let key = name.lowercased()
      fields.removeAll { $0.name.lowercased() == key }
      if let newValue { fields.append((name, newValue)) }
    }
  }

  /// Adds a field, keeping others of the same name.
  public mutating func add(_ name: String, _ value: String) {
    fields.append((name, value))
  }

  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }

  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }
}
