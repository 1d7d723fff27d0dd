import FoundationEssentials

/// A scheduler whose clock moves only when a test says so.
///
/// `advance(to:)` runs every action due up to that time, in time order, moving `now` to
/// each action's due time as it runs; actions scheduled while advancing run too when they
/// fall inside the window. Tests use it to check timing operators, refreshers and
/// Directors without waiting.
public final class VirtualTimeScheduler: Scheduler {
  private var queue = TimerQueue()
  /// The virtual time, in seconds.
  public private(set) var now: TimeInterval

  /// A scheduler whose clock starts at `start`.
  public init(start: TimeInterval = 0) {
    now = start
  }

  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void)
    -> any Disposable
  {
    queue.insert(due: now + max(0, delay), action: action)
  }

  /// Schedules `action` at an absolute virtual time (now, if that time has passed).
  @discardableResult
  public func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> any Disposable {
    queue.insert(due: max(now, time), action: action)
  }

  /// Runs everything due up to `time`, then sets the clock to `time`.
  public func advance(to time: TimeInterval) {
    while let item = queue.popDue(at: time) {
      now = max(now, item.due)
      let action = item.action
      item.dispose()
      action?()
    }
    now = max(now, time)
  }

  /// Runs everything due in the next `interval` seconds.
  public func advance(by interval: TimeInterval) {
    advance(to: now + interval)
  }

  /// Runs until nothing is scheduled (or `limit` actions ran, against endless timers).
  /// Returns how many actions ran.
  @discardableResult
  public func run(limit: Int = 100_000) -> Int {
    var count = 0
    while count < limit, let due = queue.nextDue {
      guard let item = queue.popDue(at: due) else { break }
      now = max(now, item.due)
      let action = item.action
      item.dispose()
      action?()
      count += 1
    }
    return count
  }

  /// Whether any action is waiting.
  public var hasPendingWork: Bool { !queue.isEmpty }
}
