import Reactive
import TestSupport
import Testing

@Suite struct CombiningTests {
  @Test func mergeInterleavesAndCompletesAfterAll() {
    let scheduler = VirtualTimeScheduler()
    let a = scheduler.createHotObservable([
      onNext(210, 1), onNext(230, 3), onCompleted(240, Int.self),
    ])
    let b = scheduler.createHotObservable([onNext(220, 2), onCompleted(260, Int.self)])
    let result = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
    #expect(result.events == [next(210, 1), next(220, 2), next(230, 3), completed(260)])
  }

  @Test func mergeErrorDisposesTheOthers() {
    let scheduler = VirtualTimeScheduler()
    let a = scheduler.createHotObservable([onNext(210, 1), onError(220, TestError(), Int.self)])
    let b = scheduler.createHotObservable([onNext(230, 2)])
    let result = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
    #expect(result.events == [next(210, 1), error(220, TestError())])
    #expect(b.subscriptions == [Subscription(200, 220)])
  }

  @Test func mergeDisposalReachesEverySource() {
    let scheduler = VirtualTimeScheduler()
    let a = scheduler.createHotObservable([onNext(600, 1)])
    let b = scheduler.createHotObservable([onNext(700, 2)])
    let result = scheduler.start(disposed: 500) {
      Observable.merge([a.asObservable(), b.asObservable()])
    }
    #expect(result.events.isEmpty)
    #expect(a.subscriptions == [Subscription(200, 500)])
    #expect(b.subscriptions == [Subscription(200, 500)])
    #expect(
      scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
        Observable<Int>.merge([])
      }.events == [completed(1200)])
  }

  @Test func combineLatestWaitsForBothThenSendsEachChange() {
    let scheduler = VirtualTimeScheduler()
    let a = scheduler.createHotObservable([
      onNext(210, 1), onNext(230, 2), onCompleted(250, Int.self),
    ])
    let b = scheduler.createHotObservable([
      onNext(220, "x"), onNext(240, "y"), onCompleted(260, String.self),
    ])
    let result = scheduler.start {
      Observable.combineLatest(a.asObservable(), b.asObservable()) { "\($0)\($1)" }
    }
    #expect(
      result.events == [
        next(220, "1x"), next(230, "2x"), next(240, "2y"), completed(260),
      ])
  }

  @Test func combineLatestCompletesWhenOneEndsEmptyAndPassesErrors() {
    let scheduler = VirtualTimeScheduler()
    let a = scheduler.createHotObservable([onCompleted(210, Int.self)])
    let b = scheduler.createHotObservable([onNext(220, 1)])
    let result = scheduler.start {
      Observable.combineLatest(a.asObservable(), b.asObservable()) { $0 + $1 }
    }
    #expect(result.events == [completed(210)])
    #expect(b.subscriptions == [Subscription(200, 210)])

    let c = scheduler.createHotObservable([onNext(1210, 1)])
    let d = scheduler.createHotObservable([onError(1220, TestError(), Int.self)])
    let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1500) {
      Observable.combineLatest(c.asObservable(), d.asObservable()) { $0 + $1 }
    }
    #expect(failed.events == [error(1220, TestError())])
    #expect(c.subscriptions == [Subscription(1200, 1220)])
  }

  @Test func combineLatestOfThree() {
    let scheduler = VirtualTimeScheduler()
    let a = scheduler.createHotObservable([onNext(210, 1), onCompleted(300, Int.self)])
    let b = scheduler.createHotObservable([onNext(220, 10), onCompleted(300, Int.self)])
    let c = scheduler.createHotObservable([
      onNext(230, 100), onNext(240, 200), onCompleted(310, Int.self),
    ])
    let result = scheduler.start {
      Observable.combineLatest(a.asObservable(), b.asObservable(), c.asObservable()) {
        $0 + $1 + $2
      }
    }
    #expect(result.events == [next(230, 111), next(240, 211), completed(310)])
    let x = scheduler.createHotObservable([onNext(1210, 1)])
    let y = scheduler.createHotObservable([onNext(1220, 2)])
    let z = scheduler.createHotObservable([onNext(1400, 3)])
    let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
      Observable.combineLatest(x.asObservable(), y.asObservable(), z.asObservable()) {
        $0 + $1 + $2
      }
    }
    #expect(disposed.events.isEmpty)
    #expect(x.subscriptions == [Subscription(1200, 1300)])
    #expect(z.subscriptions == [Subscription(1200, 1300)])
  }

  @Test func withLatestFromSamplesTheOther() {
    let scheduler = VirtualTimeScheduler()
    let taps = scheduler.createHotObservable([
      onNext(205, ()), onNext(220, ()), onNext(240, ()), onCompleted(250, Void.self),
    ])
    let text = scheduler.createHotObservable([onNext(210, "a"), onNext(230, "ab")])
    let result = scheduler.start { taps.asObservable().withLatestFrom(text.asObservable()) }
    #expect(result.events == [next(220, "a"), next(240, "ab"), completed(250)])
    #expect(text.subscriptions == [Subscription(200, 250)])
  }

  @Test func withLatestFromCombinesAndPassesOtherError() {
    let scheduler = VirtualTimeScheduler()
    let source = scheduler.createHotObservable([onNext(220, 1), onNext(240, 2)])
    let other = scheduler.createHotObservable([
      onNext(210, 10), onCompleted(215, Int.self),
    ])
    let result = scheduler.start(disposed: 300) {
      source.asObservable().withLatestFrom(other.asObservable()) { $0 + $1 }
    }
    #expect(result.events == [next(220, 11), next(240, 12)])

    let source2 = scheduler.createHotObservable([onNext(1220, 1)])
    let failing = scheduler.createHotObservable([onError(1210, TestError(), Int.self)])
    let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1500) {
      source2.asObservable().withLatestFrom(failing.asObservable()) { $0 + $1 }
    }
    #expect(failed.events == [error(1210, TestError())])
    #expect(source2.subscriptions == [Subscription(1200, 1210)])
  }

  @Test func flatMapLatestFollowsOnlyTheNewestInner() {
    let scheduler = VirtualTimeScheduler()
    let first = scheduler.createHotObservable([onNext(220, "a1"), onNext(240, "a2")])
    let second = scheduler.createHotObservable([
      onNext(235, "b1"), onNext(250, "b2"), onCompleted(270, String.self),
    ])
    let outer = scheduler.createHotObservable([
      onNext(210, 0), onNext(230, 1), onCompleted(260, Int.self),
    ])
    let inners = [first, second]
    let result = scheduler.start {
      outer.asObservable().flatMapLatest { inners[$0].asObservable() }
    }
    #expect(
      result.events == [next(220, "a1"), next(235, "b1"), next(250, "b2"), completed(270)])
    #expect(first.subscriptions == [Subscription(210, 230)])
    #expect(second.subscriptions == [Subscription(230, 270)])
  }

  @Test func flatMapLatestInnerErrorEndsEverything() {
    let scheduler = VirtualTimeScheduler()
    let inner = scheduler.createHotObservable([onError(220, TestError(), String.self)])
    let outer = scheduler.createHotObservable([onNext(210, 0), onNext(300, 1)])
    let result = scheduler.start {
      outer.asObservable().flatMapLatest { _ in inner.asObservable() }
    }
    #expect(result.events == [error(220, TestError())])
    #expect(outer.subscriptions == [Subscription(200, 220)])
  }

  @Test func flatMapLatestOuterErrorAndDisposal() {
    let scheduler = VirtualTimeScheduler()
    let inner = scheduler.createHotObservable([onNext(215, "x"), onNext(400, "late")])
    let outer = scheduler.createHotObservable([onNext(210, 0), onError(230, TestError(), Int.self)])
    let result = scheduler.start {
      outer.asObservable().flatMapLatest { _ in inner.asObservable() }
    }
    #expect(result.events == [next(215, "x"), error(230, TestError())])
    #expect(inner.subscriptions == [Subscription(210, 230)])

    let inner2 = scheduler.createHotObservable([onNext(1400, "late")])
    let outer2 = scheduler.createHotObservable([onNext(1210, 0)])
    let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
      outer2.asObservable().flatMapLatest { _ in inner2.asObservable() }
    }
    #expect(disposed.events.isEmpty)
    #expect(inner2.subscriptions == [Subscription(1210, 1300)])
  }

  @Test func flatMapLatestWithSynchronousInners() {
    var received: [Int] = []
    var completed = false
    Observable.of(1, 2, 3).flatMapLatest { Observable.of($0, $0 * 10) }
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(received == [1, 10, 2, 20, 3, 30])
    #expect(completed)
  }
}
