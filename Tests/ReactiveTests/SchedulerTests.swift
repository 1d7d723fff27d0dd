import Foundation
import Reactive
import TestSupport
import Testing

@Suite struct SchedulerTests {
  @Test func virtualTimeRunsInTimeThenFifoOrder() {
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    scheduler.schedule(after: 5) { log.append("b@\(scheduler.now)") }
    scheduler.schedule(after: 1) { log.append("a@\(scheduler.now)") }
    scheduler.schedule(after: 5) { log.append("c@\(scheduler.now)") }
    scheduler.advance(to: 4)
    #expect(log == ["a@1.0"])
    #expect(scheduler.now == 4)
    scheduler.advance(by: 10)
    #expect(log == ["a@1.0", "b@5.0", "c@5.0"])
    #expect(scheduler.now == 14)
  }

  @Test func virtualTimeCancellationAndNestedScheduling() {
    let scheduler = VirtualTimeScheduler()
    var log: [Int] = []
    let cancelled = scheduler.schedule(after: 1) { log.append(0) }
    scheduler.schedule(after: 2) {
      log.append(1)
      scheduler.schedule(after: 1) { log.append(2) }
    }
    cancelled.dispose()
    scheduler.advance(to: 3)
    #expect(log == [1, 2])
    #expect(!scheduler.hasPendingWork)
  }

  @Test func runStopsAtLimitForEndlessTimers() {
    let scheduler = VirtualTimeScheduler()
    func tick() { scheduler.schedule(after: 1) { tick() } }
    tick()
    #expect(scheduler.run(limit: 50) == 50)
    #expect(scheduler.now == 50)
  }

  @Test func mainLoopRunsPostedWorkAndDueTimers() {
    final class FakeClock: @unchecked Sendable {
      var time: TimeInterval = 100
    }
    let clock = FakeClock()
    let scheduler = MainLoopScheduler(clock: { clock.time })
    var log: [String] = []
    scheduler.schedule(after: 2) { log.append("timer") }
    #expect(scheduler.timeUntilNextDue() == 2)
    #expect(scheduler.runDue() == 0)

    let woke = WakeCounter()
    scheduler.wakeUp = { woke.increment() }
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      scheduler.post { woke.record("posted") }
      done.signal()
    }
    done.wait()
    #expect(woke.count == 1)
    #expect(scheduler.timeUntilNextDue() == 0)
    #expect(scheduler.runDue() == 1)
    #expect(woke.notes == ["posted"])
    clock.time = 102
    #expect(scheduler.runDue() == 1)
    #expect(log == ["timer"])
    #expect(scheduler.isIdle)
    #expect(scheduler.timeUntilNextDue() == nil)
  }

  @Test func theDefaultClockMeasuresElapsedTime() {
    let scheduler = MainLoopScheduler()
    let first = scheduler.now
    var timer = false
    scheduler.schedule(after: 0.05) { timer = true }
    #expect(scheduler.runDue() == 0 && !timer)
    usleep(60_000)
    let elapsed = scheduler.now - first
    #expect(elapsed >= 0.05 && elapsed < 5, "60 ms slept, \(elapsed) s measured")
    #expect(scheduler.runDue() == 1 && timer, "a timer fires once its time has passed")
    #expect(abs(MainLoopScheduler.monotonicNow() - scheduler.now) < 1)
  }
}

/// Counts wake-ups from other threads.
final class WakeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  private var recorded: [String] = []

  func increment() { lock.withLock { value += 1 } }
  func record(_ note: String) { lock.withLock { recorded.append(note) } }
  var count: Int { lock.withLock { value } }
  var notes: [String] { lock.withLock { recorded } }
}
