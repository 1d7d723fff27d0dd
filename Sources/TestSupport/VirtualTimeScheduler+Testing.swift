import Foundation
import Reactive

extension VirtualTimeScheduler {
  /// A hot observable sending `events` at their times.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(.hot, scheduler: self, events: events)
  }

  /// A cold observable sending `events` at times relative to each subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(.cold, scheduler: self, events: events)
  }

  /// Creates the observable at `created`, subscribes at `subscribed`, disposes at
  /// `disposed`, runs the clock to the end and returns what was received.
  public func start<Element: Equatable>(
    created: TimeInterval = 100, subscribed: TimeInterval = 200, disposed: TimeInterval = 1000,
    _ create: @escaping () -> Observable<Element>
  ) -> TestObserver<Element> {
    let observer = TestObserver<Element>(scheduler: self)
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    schedule(at: created) { source = create() }
    schedule(at: subscribed) { subscription = source?.subscribe(observer.asObserver()) }
    schedule(at: disposed) { subscription?.dispose() }
    run()
    return observer
  }
}
