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

  @Test func takeCompletesAndDisposesSource() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, 1), onNext(220, 2), onNext(230, 3),
    ])
    let result = scheduler.start { source.asObservable().take(2) }
    #expect(result.events == [next(210, 1), next(220, 2), completed(220)])
    #expect(source.subscriptions == [Subscription(200, 220)])
  }

  @Test func takeFromSynchronousSourceStopsEarly() {
    var received: [Int] = []
    var completions = 0
    Observable.from(1...5).take(2).subscribe(
      onNext: { received.append($0) }, onCompleted: { completions += 1 })
    #expect(received == [1, 2])
    #expect(completions == 1)
  }

  @Test func takeZeroCompletesWithoutSubscribing() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([onNext(210, 1)])
    let result = scheduler.start { source.asObservable().take(0) }
    #expect(result.events == [completed(200, Int.self)])
    #expect(source.subscriptions.isEmpty)
  }

  @Test func takePassesEarlyErrorAndCompletion() {
    let scheduler = VirtualTimeScheduler()
    let failing = scheduler.createHotObservable([
      onNext(210, 1), onError(220, TestError(), Int.self),
    ])
    #expect(
      scheduler.start { failing.asObservable().take(5) }.events == [
        next(210, 1), error(220, TestError()),
      ])
    let short = scheduler.createHotObservable([onCompleted(1210, Int.self)])
    #expect(
      scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
        short.asObservable().take(5)
      }.events == [completed(1210)])
  }

  @Test func skipDropsFirstValues() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, 1), onNext(220, 2), onNext(230, 3), onCompleted(240, Int.self),
    ])
    let result = scheduler.start { source.asObservable().skip(2) }
    #expect(result.events == [next(230, 3), completed(240)])
  }

  @Test func skipPassesErrorAndStopsAtDisposal() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([onError(210, TestError(), Int.self)])
    #expect(scheduler.start { source.asObservable().skip(1) }.events == [error(210, TestError())])
    let later = scheduler.createHotObservable([onNext(1210, 1), onNext(1220, 2), onNext(1400, 3)])
    let result = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
      later.asObservable().skip(1)
    }
    #expect(result.events == [next(1220, 2)])
    #expect(later.subscriptions == [Subscription(1200, 1300)])
  }

  @Test func takeUntilCompletesWhenOtherSends() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([onNext(210, 1), onNext(230, 2), onNext(250, 3)])
    let stop = scheduler.createHotObservable([onNext(240, "stop")])
    let result = scheduler.start { source.asObservable().take(until: stop.asObservable()) }
    #expect(result.events == [next(210, 1), next(230, 2), completed(240)])
    #expect(source.subscriptions == [Subscription(200, 240)])
    #expect(stop.subscriptions == [Subscription(200, 240)])
  }

  @Test func takeUntilIgnoresOtherCompletionAndPassesItsError() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([onNext(210, 1), onNext(260, 2)])
    let quiet = scheduler.createHotObservable([onCompleted(220, String.self)])
    let result = scheduler.start { source.asObservable().take(until: quiet.asObservable()) }
    #expect(result.events == [next(210, 1), next(260, 2)])

    let source2 = scheduler.createHotObservable([onNext(1210, 1)])
    let failing = scheduler.createHotObservable([onError(1220, TestError(), String.self)])
    let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
      source2.asObservable().take(until: failing.asObservable())
    }
    #expect(failed.events == [next(1210, 1), error(1220, TestError())])
    #expect(source2.subscriptions == [Subscription(1200, 1220)])
  }

  @Test func takeUntilSourceEndsFirst() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([onNext(210, 1), onCompleted(220, Int.self)])
    let other = scheduler.createHotObservable([onNext(300, "late")])
    let result = scheduler.start { source.asObservable().take(until: other.asObservable()) }
    #expect(result.events == [next(210, 1), completed(220)])
    #expect(other.subscriptions == [Subscription(200, 220)])
  }
}
