import Reactive
import Synchronization

/// A clock that moves only when told: the app driver's main loop runs its timers on it, so
/// a 30 s refresh is a call, not a wait.
public final class VirtualClock: Sendable {
  private let time: Mutex<Double>

  /// A clock at `start` seconds.
  public init(start: Double = 1_000) {
    time = Mutex(start)
  }

  /// The time now, in seconds.
  public var now: Double { time.withLock { $0 } }

  /// Moves the clock `seconds` on.
  public func advance(by seconds: Double) {
    time.withLock { $0 += max(0, seconds) }
  }

  /// A main-loop scheduler on this clock.
  public func scheduler() -> MainLoopScheduler {
    MainLoopScheduler(clock: { [self] in now })
  }
}
