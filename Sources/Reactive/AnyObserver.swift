/// Receives the events of an observable.
///
/// An observer is a value that wraps one closure. It is called on the thread that sends
/// (see `docs/Reactive.md`, "Threads").
public struct AnyObserver<Element> {
  @usableFromInline let handler: (Event<Element>) -> Void

  /// An observer that passes every event to `handler`.
  @inlinable public init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  /// Delivers one event.
  @inlinable public func on(_ event: Event<Element>) { handler(event) }

  /// Delivers a value.
  @inlinable public func onNext(_ element: Element) { handler(.next(element)) }

  /// Ends the sequence with an error.
  @inlinable public func onError(_ error: any Error) { handler(.error(error)) }

  /// Ends the sequence normally.
  @inlinable public func onCompleted() { handler(.completed) }
}
