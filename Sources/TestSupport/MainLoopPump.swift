import Dispatch
import Foundation
import Reactive

/// Drives a `MainLoopScheduler` in a test the way the app's run loop does: it sleeps until
/// work is posted (woken by the scheduler, not by polling) and runs it, until a condition
/// holds or the time limit passes.
public final class MainLoopPump: Sendable {
  /// The scheduler to hand to workers.
  public let scheduler: MainLoopScheduler
  private let wake = DispatchSemaphore(value: 0)

  /// A pump with a fresh scheduler.
  public init() {
    scheduler = MainLoopScheduler()
    let wake = self.wake
    scheduler.wakeUp = { wake.signal() }
  }

  /// Runs posted work until `condition` is true; false when `timeout` passed first.
  @discardableResult
  public func run(until condition: () -> Bool, timeout: TimeInterval = 15) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    scheduler.runDue()
    while !condition() {
      let left = deadline.timeIntervalSinceNow
      if left <= 0 { return false }
      let wait = min(left, scheduler.timeUntilNextDue() ?? left)
      _ = wake.wait(timeout: .now() + wait)
      scheduler.runDue()
    }
    return true
  }
}
