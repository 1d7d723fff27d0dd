import Reactive
import TestSupport
import Testing

@Suite struct TransformingTests {
  @Test func mapTransformsValuesAndPassesCompletion() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(150, 0), onNext(210, 1), onNext(220, 2), onCompleted(300, Int.self),
    ])
    let result = scheduler.start { source.asObservable().map { $0 * 10 } }
    #expect(result.events == [next(210, 10), next(220, 20), completed(300)])
    #expect(source.subscriptions == [Subscription(200, 300)])
  }

  @Test func mapPassesErrorAndUnsubscribes() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, 1), onError(250, TestError("boom"), Int.self), onNext(260, 3),
    ])
    let result = scheduler.start { source.asObservable().map { String($0) } }
    #expect(result.events == [next(210, "1"), error(250, TestError("boom"))])
    #expect(source.subscriptions == [Subscription(200, 250)])
  }

  @Test func mapStopsAtDisposal() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([onNext(210, 1), onNext(600, 2)])
    let result = scheduler.start(disposed: 500) { source.asObservable().map { $0 + 1 } }
    #expect(result.events == [next(210, 2)])
    #expect(source.subscriptions == [Subscription(200, 500)])
  }

  @Test func compactMapDropsNils() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, "1"), onNext(220, "x"), onNext(230, "3"), onCompleted(240, String.self),
    ])
    let result = scheduler.start { source.asObservable().compactMap { Int($0) } }
    #expect(result.events == [next(210, 1), next(230, 3), completed(240)])
  }

  @Test func compactMapPassesError() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([onError(210, TestError(), String.self)])
    let result = scheduler.start { source.asObservable().compactMap { Int($0) } }
    #expect(result.events == [error(210, TestError())])
  }

  @Test func scanAccumulatesPerSubscription() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createColdObservable([
      onNext(10, 1), onNext(20, 2), onNext(30, 3), onCompleted(40, Int.self),
    ])
    let scanned = source.asObservable().scan(0, +)
    let first = TestObserver<Int>(scheduler: scheduler)
    let second = TestObserver<Int>(scheduler: scheduler)
    scheduler.schedule(at: 200) { scanned.subscribe(first.asObserver()) }
    scheduler.schedule(at: 300) { scanned.subscribe(second.asObserver()) }
    scheduler.run()
    #expect(first.events == [next(210, 1), next(220, 3), next(230, 6), completed(240)])
    #expect(second.events == [next(310, 1), next(320, 3), next(330, 6), completed(340)])
  }

  @Test func scanPassesErrorAndDisposal() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, 1), onError(220, TestError(), Int.self),
    ])
    let result = scheduler.start { source.asObservable().scan(10, +) }
    #expect(result.events == [next(210, 11), error(220, TestError())])
    #expect(source.subscriptions == [Subscription(200, 220)])
  }

}
