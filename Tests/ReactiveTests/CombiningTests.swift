import Reactive
import TestSupport
import Testing

@Suite struct CombiningTests {

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

}
