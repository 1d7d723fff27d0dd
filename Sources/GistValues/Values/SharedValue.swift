/// A value kept out of line, behind one reference, with value semantics (it is never
/// changed in place: setting makes a new one). A `Gist` keeps its owner and the gist it
/// was forked from this way: 8 bytes of each gist instead of 72 and 88, which a list of
/// 10,000 gists holds several arrays of, and the gists of one page share one owner.
struct SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
  private final class Storage: Sendable {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  private let storage: Storage

  /// `value`, out of line.
  init(_ value: Value) {
    storage = Storage(value)
  }

  /// The value.
  var value: Value { storage.value }

  /// Whether `other` is this very copy (not only an equal value).
  func isSameCopy(as other: SharedValue) -> Bool { storage === other.storage }

  static func == (left: SharedValue, right: SharedValue) -> Bool {
    left.storage === right.storage || left.value == right.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
