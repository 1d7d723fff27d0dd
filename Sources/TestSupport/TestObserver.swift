import Foundation
import Reactive

/// Records every event it receives with the virtual time it came at.
public final class TestObserver<Element: Equatable> {
  private let scheduler: VirtualTimeScheduler
  /// What was received, in order.
  public private(set) var events: [Recorded<RecordedEvent<Element>>] = []

  /// An observer that reads the time from `scheduler`.
  public init(scheduler: VirtualTimeScheduler) {
    self.scheduler = scheduler
  }

  /// The observer to subscribe.
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver { [self] event in
      events.append(Recorded(time: scheduler.now, value: RecordedEvent(event)))
    }
  }

  /// The values received, without times.
  public var values: [Element] {
    events.compactMap { if case .next(let value) = $0.value { value } else { nil } }
  }
}
