import Foundation
import Reactive

/// An observable that sends recorded events at virtual times and records its
/// subscriptions, so tests can check when operators subscribe and dispose.
///
/// Hot: the events happen at their absolute times, whoever is subscribed.
/// Cold: each subscription gets the events at times relative to when it subscribed.
public final class TestableObservable<Element> {
  /// Whether events are at absolute (hot) or relative (cold) times.
  public enum Kind { case hot, cold }

  private let scheduler: VirtualTimeScheduler
  private let kind: Kind
  private let events: [Recorded<Event<Element>>]
  private let subject = PublishSubject<Element>()
  /// Each subscription's lifetime.
  public private(set) var subscriptions: [Subscription] = []

  /// An observable of `events` on `scheduler`.
  public init(
    _ kind: Kind, scheduler: VirtualTimeScheduler, events: [Recorded<Event<Element>>]
  ) {
    self.scheduler = scheduler
    self.kind = kind
    self.events = events
    if kind == .hot {
      for recorded in events {
        scheduler.schedule(at: recorded.time) { [subject] in subject.on(recorded.value) }
      }
    }
  }

  /// The observable to hand to operators.
  public func asObservable() -> Observable<Element> {
    Observable.create { [self] observer in
      let index = subscriptions.count
      subscriptions.append(Subscription(scheduler.now))
      let inner: any Disposable
      switch kind {
      case .hot:
        inner = subject.asObservable().subscribe(observer)
      case .cold:
        let timers = CompositeDisposable()
        for recorded in events {
          timers.insert(
            scheduler.schedule(after: recorded.time) { observer.on(recorded.value) })
        }
        inner = timers
      }
      return Disposables.create { [self] in
        subscriptions[index].unsubscribed = scheduler.now
        inner.dispose()
      }
    }
  }
}

/// `onNext(210, 1)`: an event to feed a testable observable.
public func onNext<Element>(_ time: TimeInterval, _ value: Element) -> Recorded<Event<Element>> {
  Recorded(time: time, value: .next(value))
}

/// A completion to feed a testable observable.
public func onCompleted<Element>(_ time: TimeInterval, _ type: Element.Type = Element.self)
  -> Recorded<Event<Element>>
{
  Recorded(time: time, value: .completed)
}

/// An error to feed a testable observable.
public func onError<Element>(
  _ time: TimeInterval, _ error: any Error, _ type: Element.Type = Element.self
) -> Recorded<Event<Element>> {
  Recorded(time: time, value: .error(error))
}

/// An error for tests, compared by its description.
public struct TestError: Error, CustomStringConvertible, Equatable {
  /// What it says.
  public let message: String
  /// An error saying `message`.
  public init(_ message: String = "test error") { self.message = message }
  public var description: String { message }
}
