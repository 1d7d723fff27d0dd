import FoundationEssentials
import Glibc

/// The scheduler of the app's main loop.
///
/// The loop that owns it (TerminalUI's run loop) calls `runDue()` on each turn and sleeps
/// at most `timeUntilNextDue()`. `schedule` is for the main thread; `post` may be called
/// from any thread (a network worker handing back its result) and wakes the loop through
/// the `wakeUp` callback.
public final class MainLoopScheduler: Scheduler, @unchecked Sendable {
  // The lock guards `posted` only; `queue` is touched on the owning thread alone.
  private let lock = Lock()
  private var posted: [@Sendable () -> Void] = []
  private var queue = TimerQueue()
  private let clock: @Sendable () -> TimeInterval
  /// Called (from the posting thread) after `post`, so a sleeping loop wakes up.
  public var wakeUp: (@Sendable () -> Void)?

  /// A scheduler on the monotonic clock, or on `clock` when given.
  public init(clock: @escaping @Sendable () -> TimeInterval = MainLoopScheduler.monotonicNow) {
    self.clock = clock
  }

  /// Seconds on the monotonic clock (not affected by changes of the wall clock).
  public static func monotonicNow() -> TimeInterval {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1e9
  }

  public var now: TimeInterval { clock() }

  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void)
    -> any Disposable
  {
    queue.insert(due: now + max(0, delay), action: action)
  }

  /// Hands `action` to the main loop from any thread.
  public func post(_ action: @escaping @Sendable () -> Void) {
    lock.lock()
    posted.append(action)
    lock.unlock()
    wakeUp?()
  }

  /// Runs posted actions and the timers that are due. Returns how many ran.
  @discardableResult
  public func runDue() -> Int {
    lock.lock()
    let work = posted
    posted = []
    lock.unlock()
    for action in work { action() }
    var count = work.count
    let time = now
    while let item = queue.popDue(at: time) {
      let action = item.action
      item.dispose()
      action?()
      count += 1
    }
    return count
  }

  /// How long the loop may sleep before a timer is due: nil when none is scheduled, 0 when
  /// posted work waits.
  public func timeUntilNextDue() -> TimeInterval? {
    lock.lock()
    let hasPosted = !posted.isEmpty
    lock.unlock()
    if hasPosted { return 0 }
    guard let due = queue.nextDue else { return nil }
    return max(0, due - now)
  }

  /// Whether nothing is posted or scheduled (the app is idle, as far as timers go).
  public var isIdle: Bool {
    lock.lock()
    let hasPosted = !posted.isEmpty
    lock.unlock()
    return !hasPosted && queue.isEmpty
  }
}
