/// A subject that sends each event to the observers subscribed at that moment.
///
/// Emission rules (snapshot, queued re-entrant emission, nothing after the end) are those of
/// `docs/Reactive.md`. After a terminal event, a new subscriber receives that terminal
/// event at once and nothing else.
public final class PublishSubject<Element> {
  @usableFromInline let core = SubjectCore<Element>()

  /// A subject with no observers.
  public init() {}

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Sends an event to the current observers.
  @inlinable public func on(_ event: Event<Element>) { core.on(event) }
  /// Sends a value.
  @inlinable public func onNext(_ element: Element) { core.on(.next(element)) }
  /// Ends with an error.
  public func onError(_ error: any Error) { core.on(.error(error)) }
  /// Ends normally.
  public func onCompleted() { core.on(.completed) }

  /// An observer that feeds this subject.
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver { [core] in core.on($0) }
  }

  /// The subject seen as an observable.
  public func asObservable() -> Observable<Element> {
    Observable(unchecked: { [core] observer in core.subscribe(observer) })
  }
}
