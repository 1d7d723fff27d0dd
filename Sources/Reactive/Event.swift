/// One thing an observable sends: a value, or the end of the sequence.
///
/// A sequence is `next*` followed by at most one terminal event (`error` or `completed`);
/// nothing is ever delivered after a terminal event.
public enum Event<Element> {
  /// A value.
  case next(Element)
  /// The sequence failed; nothing follows.
  case error(any Error)
  /// The sequence finished; nothing follows.
  case completed

  /// Whether this event ends the sequence.
  @inlinable public var isTerminal: Bool {
    if case .next = self { return false }
    return true
  }

  /// The value of a `next` event.
  @inlinable public var element: Element? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of an `error` event.
  @inlinable public var error: (any Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// The same event with its value transformed; terminal events pass through.
  @inlinable public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let value):
      do { return .next(try transform(value)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}
