import FoundationEssentials
import Glibc
import Synchronization

/// The module's one-thread rule: a subject is used (sent to, subscribed to) only on the
/// thread that made it, the main thread in the app; work elsewhere hands its result back
/// with `MainLoopScheduler.post`. Debug builds check it on every event and subscription and
/// fail loudly on a breach; release builds do not pay for the check.
public enum ThreadRule {
  private static let handler = Mutex<(@Sendable (String) -> Void)?>(nil)

  /// Replaces what a breach does (a test records it); nil restores the default, a crash
  /// that names the breach.
  public static func onViolation(_ body: (@Sendable (String) -> Void)?) {
    handler.withLock { $0 = body }
  }

  /// The thread a subject belongs to: the current one.
  @usableFromInline static func owner() -> pthread_t { pthread_self() }

  /// Checks that the current thread is `owner`, where `what` was touched.
  @usableFromInline static func check(_ owner: pthread_t, _ what: String) {
    guard pthread_equal(owner, pthread_self()) == 0 else { return }
    let message =
      "\(what) was used on a thread other than the one that made it; hand work back with "
      + "MainLoopScheduler.post (the one-thread rule, docs/Reactive.md)"
    if let body = handler.withLock({ $0 }) {
      body(message)
    } else {
      preconditionFailure(message)
    }
  }
}
