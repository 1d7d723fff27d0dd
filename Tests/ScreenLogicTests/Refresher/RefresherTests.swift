import Reactive
import ScreenLogic
import TestSupport
import Testing

@Suite struct RefresherTests {
  final class Recorder {
    var starts: [(time: Double, reason: Refresher.Reason)] = []
    var pending: [() -> Void] = []

    func finishAll() {
      let calls = pending
      pending = []
      for call in calls { call() }
    }
  }

  func make(
    _ scheduler: VirtualTimeScheduler, _ resumed: PublishSubject<Void>, _ recorder: Recorder
  )
    -> Refresher
  {
    Refresher(scheduler: scheduler, interval: 30, resumed: resumed.asObservable()) { reason, done in
      recorder.starts.append((scheduler.now, reason))
      recorder.pending.append(done)
    }
  }

  @Test func refreshesOnAppearThenOnTheTimerAfterEachCompletion() {
    let scheduler = VirtualTimeScheduler()
    let recorder = Recorder()
    let refresher = make(scheduler, PublishSubject(), recorder)
    refresher.appeared()
    #expect(recorder.starts.map(\.reason) == [.appeared])
    scheduler.advance(to: 100)
    #expect(recorder.starts.count == 1)
    recorder.finishAll()
    scheduler.advance(to: 129)
    #expect(recorder.starts.count == 1)
    scheduler.advance(to: 130)
    #expect(recorder.starts.map(\.reason) == [.appeared, .timer])
    #expect(recorder.starts.last?.time == 130)
  }

  @Test func neverTwoInFlight() {
    let scheduler = VirtualTimeScheduler()
    let resumed = PublishSubject<Void>()
    let recorder = Recorder()
    let refresher = make(scheduler, resumed, recorder)
    refresher.appeared()
    #expect(!refresher.refreshNow())
    resumed.onNext(())
    #expect(recorder.starts.count == 1)
    #expect(refresher.isRefreshing)
    recorder.finishAll()
    #expect(recorder.starts.map(\.reason) == [.appeared, .user], "the user's waited its turn")
    recorder.finishAll()
    #expect(refresher.refreshNow())
    #expect(recorder.starts.map(\.reason) == [.appeared, .user, .user])
  }

  @Test func resumeRefreshesOnlyWhileShowing() {
    let scheduler = VirtualTimeScheduler()
    let resumed = PublishSubject<Void>()
    let recorder = Recorder()
    let refresher = make(scheduler, resumed, recorder)
    resumed.onNext(())
    #expect(recorder.starts.isEmpty)
    refresher.appeared()
    recorder.finishAll()
    scheduler.advance(to: 10)
    resumed.onNext(())
    #expect(recorder.starts.map(\.reason) == [.appeared, .resumed])
    recorder.finishAll()
    refresher.disappeared()
    resumed.onNext(())
    scheduler.advance(to: 1000)
    #expect(recorder.starts.count == 2)
    #expect(!scheduler.hasPendingWork)
  }

  @Test func aManualRefreshRestartsTheTimerAndDoneTwiceIsHarmless() {
    let scheduler = VirtualTimeScheduler()
    let recorder = Recorder()
    let refresher = make(scheduler, PublishSubject(), recorder)
    refresher.appeared()
    let firstDone = recorder.pending[0]
    recorder.finishAll()
    scheduler.advance(to: 20)
    refresher.refreshNow()
    firstDone()
    #expect(refresher.isRefreshing)
    recorder.finishAll()
    scheduler.advance(to: 49)
    #expect(recorder.starts.count == 2)
    scheduler.advance(to: 50)
    #expect(recorder.starts.map(\.reason) == [.appeared, .user, .timer])
  }
}
