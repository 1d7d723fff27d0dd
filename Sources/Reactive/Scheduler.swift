import FoundationEssentials

/// Runs actions later, on the thread that owns it.
///
/// `schedule` is called on the scheduler's own thread (the main thread for
/// `MainLoopScheduler`); time is in seconds on the scheduler's own clock.
public protocol Scheduler: AnyObject {
  /// The scheduler's current time, in seconds.
  var now: TimeInterval { get }

  /// Runs `action` once `delay` seconds have passed (0: at the next opportunity, never
  /// synchronously). Disposing the result cancels it.
  @discardableResult
  func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> any Disposable
}

extension Scheduler {
  /// Runs `action` at the next opportunity.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> any Disposable {
    schedule(after: 0, action)
  }
}
