import Reactive
import TestSupport
import Testing

@Suite struct FilteringTests {
  @Test func filterKeepsMatchingValues() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, 1), onNext(220, 2), onNext(230, 3), onNext(240, 4), onCompleted(250, Int.self),
    ])
    let result = scheduler.start { source.asObservable().filter { $0 % 2 == 0 } }
    #expect(result.events == [next(220, 2), next(240, 4), completed(250)])
    #expect(source.subscriptions == [Subscription(200, 250)])
  }

  @Test func filterPassesErrorAndStopsAtDisposal() {
    let scheduler = VirtualTimeScheduler()
    let failing = scheduler.createHotObservable([onError(210, TestError(), Int.self)])
    #expect(
      scheduler.start { failing.asObservable().filter { _ in true } }.events == [
        error(210, TestError())
      ])
    let late = scheduler.createHotObservable([onNext(1250, 1), onNext(1350, 2)])
    let result = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
      late.asObservable().filter { _ in true }
    }
    #expect(result.events == [next(1250, 1)])
  }

  @Test func distinctUntilChangedDropsRepeats() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, "a"), onNext(220, "a"), onNext(230, "b"), onNext(240, "a"),
      onCompleted(250, String.self),
    ])
    let result = scheduler.start { source.asObservable().distinctUntilChanged() }
    #expect(result.events == [next(210, "a"), next(230, "b"), next(240, "a"), completed(250)])
  }

  @Test func distinctUntilChangedWithComparerAndError() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, "Ab"), onNext(220, "aB"), onNext(230, "c"),
      onError(240, TestError(), String.self),
    ])
    let result = scheduler.start {
      source.asObservable().distinctUntilChanged { $0.lowercased() == $1.lowercased() }
    }
    #expect(result.events == [next(210, "Ab"), next(230, "c"), error(240, TestError())])
  }

}
