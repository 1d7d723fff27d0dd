import Reactive
import TestSupport
import Testing

@Suite struct TimingTests {
  @Test func debounceSendsAfterQuietPeriod() {
    let scheduler = VirtualTimeScheduler()
    let keys = scheduler.createHotObservable([
      onNext(210, "a"), onNext(215, "ab"), onNext(217, "abc"), onNext(300, "abcd"),
      onCompleted(400, String.self),
    ])
    let result = scheduler.start { keys.asObservable().debounce(20, scheduler: scheduler) }
    #expect(result.events == [next(237, "abc"), next(320, "abcd"), completed(400)])
  }

  @Test func debounceFlushesOnCompletionDropsOnErrorAndDisposal() {
    let scheduler = VirtualTimeScheduler()
    let keys = scheduler.createHotObservable([onNext(210, 1), onCompleted(215, Int.self)])
    #expect(
      scheduler.start { keys.asObservable().debounce(20, scheduler: scheduler) }.events == [
        next(215, 1), completed(215),
      ])
    let failing = scheduler.createHotObservable([
      onNext(1210, 1), onError(1215, TestError(), Int.self),
    ])
    #expect(
      scheduler.start(created: 1100, subscribed: 1200, disposed: 1500) {
        failing.asObservable().debounce(20, scheduler: scheduler)
      }.events == [error(1215, TestError())])
    let cut = scheduler.createHotObservable([onNext(2210, 1)])
    let disposed = scheduler.start(created: 2100, subscribed: 2200, disposed: 2215) {
      cut.asObservable().debounce(20, scheduler: scheduler)
    }
    #expect(disposed.events.isEmpty)
    #expect(!scheduler.hasPendingWork)
  }

  @Test func throttleSendsFirstThenLatestPerWindow() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, 1), onNext(212, 2), onNext(215, 3), onNext(260, 4), onCompleted(300, Int.self),
    ])
    let result = scheduler.start { source.asObservable().throttle(10, scheduler: scheduler) }
    #expect(result.events == [next(210, 1), next(220, 3), next(260, 4), completed(300)])
  }

  @Test func throttleWithoutLatestDropsWindowValues() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, 1), onNext(212, 2), onNext(225, 3), onError(230, TestError(), Int.self),
    ])
    let result = scheduler.start {
      source.asObservable().throttle(10, latest: false, scheduler: scheduler)
    }
    #expect(result.events == [next(210, 1), next(225, 3), error(230, TestError())])
  }

  @Test func throttleSendsPendingOnCompletionAndCancelsOnDisposal() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([
      onNext(210, 1), onNext(212, 2), onCompleted(214, Int.self),
    ])
    #expect(
      scheduler.start { source.asObservable().throttle(10, scheduler: scheduler) }.events == [
        next(210, 1), next(214, 2), completed(214),
      ])
    let cut = scheduler.createHotObservable([onNext(1210, 1), onNext(1212, 2)])
    let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1215) {
      cut.asObservable().throttle(10, scheduler: scheduler)
    }
    #expect(disposed.events == [next(1210, 1)])
  }

  @Test func observeOnDeliversLaterInOrder() {
    let scheduler = VirtualTimeScheduler()
    var received: [Int] = []
    var completed = false
    Observable.of(1, 2, 3).observe(on: scheduler)
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(received.isEmpty)
    scheduler.run()
    #expect(received == [1, 2, 3])
    #expect(completed)
  }

  @Test func observeOnPassesErrorAndDropsAfterDisposal() {
    let scheduler = VirtualTimeScheduler()
    var events: [String] = []
    Observable<Int>.error(TestError()).observe(on: scheduler)
      .subscribe(onError: { events.append("error \($0)") })
    scheduler.run()
    #expect(events == ["error test error"])

    var received: [Int] = []
    let subscription = Observable.of(1, 2).observe(on: scheduler)
      .subscribe(onNext: { received.append($0) })
    subscription.dispose()
    scheduler.run()
    #expect(received.isEmpty)
  }
}
