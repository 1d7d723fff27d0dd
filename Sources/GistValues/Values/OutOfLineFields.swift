/// Fields a value keeps out of line together, behind one `SharedValue`, and not at all
/// when every one is absent (a listed gist's addresses, a listed file's content).
protocol OutOfLineFields: Hashable, Sendable {
  /// None of the fields.
  init()
  /// Whether every field is absent.
  var isEmpty: Bool { get }
}

extension OutOfLineFields {
  /// These fields out of line, or nil when every one is absent.
  var outOfLine: SharedValue<Self>? { isEmpty ? nil : SharedValue(self) }
}

extension Optional {
  /// A field of the out-of-line fields held; setting it keeps the others (in a new copy),
  /// and clearing the last leaves nil.
  subscript<Fields: OutOfLineFields, Field>(field: WritableKeyPath<Fields, Field>) -> Field
  where Wrapped == SharedValue<Fields> {
    get { (self?.value ?? Fields())[keyPath: field] }
    set {
      var fields = self?.value ?? Fields()
      fields[keyPath: field] = newValue
      self = fields.outOfLine
    }
  }
}
