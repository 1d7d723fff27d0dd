import FoundationEssentials
import Reactive

/// Keeps a list fresh: refreshes when the screen appears, when the app resumes from a
/// suspend (SIGCONT), and on a timer (`interval` after the previous refresh finished).
/// Never two at once: the refresh calls back when it is done; background requests made
/// meanwhile are dropped, and the user's (`r`) runs as soon as the one in flight is done (it
/// may have started before what the user wants to see was there). Failures of these background refreshes are the list's quiet concern (a stale
/// marker), never a message.
public final class Refresher {
  /// Why a refresh started.
  public enum Reason: Equatable, Sendable {
    /// The screen appeared.
    case appeared
    /// The app came back from a suspend.
    case resumed
    /// The timer fired.
    case timer
    /// The user asked (`r`).
    case user
    /// Something changed what the screen shows (a write from the outbox went).
    case changed
  }

  private let scheduler: any Scheduler
  private let interval: TimeInterval
  private let refresh: (Reason, @escaping () -> Void) -> Void
  private let timer = SerialDisposable()
  private let bag = DisposeBag()
  /// Whether a refresh is in flight.
  public private(set) var isRefreshing = false
  /// Whether the screen is showing (the timer and resumes act only then).
  public private(set) var isActive = false
  /// Whether the user asked while a refresh was in flight.
  private var userWaiting = false

  /// A refresher calling `refresh(reason, done)` on `scheduler`'s clock, every `interval`
  /// seconds while active, and when `resumed` sends.
  public init(
    scheduler: any Scheduler, interval: TimeInterval, resumed: Observable<Void>,
    refresh: @escaping (Reason, _ done: @escaping () -> Void) -> Void
  ) {
    self.scheduler = scheduler
    self.interval = interval
    self.refresh = refresh
    resumed.subscribe(onNext: { [weak self] in
      guard let self, self.isActive else { return }
      self.start(.resumed)
    }).disposed(by: bag)
  }

  deinit { timer.dispose() }

  /// The screen appeared: refresh now, then on the timer.
  public func appeared() {
    isActive = true
    start(.appeared)
  }

  /// The screen went away: no timer, no refresh on resume.
  public func disappeared() {
    isActive = false
    timer.disposable = nil
  }

  /// The user asked for a refresh; false when one is already in flight (then it runs once
  /// that one is done).
  @discardableResult
  public func refreshNow() -> Bool {
    if isRefreshing { userWaiting = true }
    return start(.user)
  }

  /// What the screen shows changed elsewhere: refresh now if it is showing (else it does
  /// when it shows again).
  public func changed() {
    guard isActive else { return }
    start(.changed)
  }

  @discardableResult
  private func start(_ reason: Reason) -> Bool {
    guard !isRefreshing else { return false }
    isRefreshing = true
    timer.disposable = nil
    var finished = false
    refresh(reason) { [weak self] in
      guard let self, !finished else { return }
      finished = true
      self.isRefreshing = false
      if self.userWaiting {
        self.userWaiting = false
        self.start(.user)
      } else {
        self.scheduleTimer()
      }
    }
    return true
  }

  private func scheduleTimer() {
    guard isActive else { return }
    timer.disposable = scheduler.schedule(after: interval) { [weak self] in
      self?.start(.timer)
    }
  }
}
