/// A subject that holds a current value: a new subscriber receives it at once, then every
/// later event. The value can be read at any time, which is how Directors keep state.
///
/// Emission rules are those of `PublishSubject`.
public final class BehaviorSubject<Element> {
  private let core = SubjectCore<Element>()
  private var current: Element

  /// A subject whose current value is `value`.
  public init(value: Element) {
    current = value
    core.willDeliver = { [unowned self] in self.current = $0 }
  }

  /// The latest value sent (or the initial one).
  public var value: Element { current }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Sends an event; a value also becomes the current value.
  public func on(_ event: Event<Element>) { core.on(event) }
  /// Sends a value, which becomes the current value.
  public func onNext(_ element: Element) { core.on(.next(element)) }
  /// Ends with an error.
  public func onError(_ error: any Error) { core.on(.error(error)) }
  /// Ends normally.
  public func onCompleted() { core.on(.completed) }

  /// An observer that feeds this subject.
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver { [self] in on($0) }
  }

  /// The subject seen as an observable that starts with the current value.
  public func asObservable() -> Observable<Element> {
    Observable(unchecked: { [self] observer in
      core.subscribe(observer) { $0.onNext(self.current) }
    })
  }
}
