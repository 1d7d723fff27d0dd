import Synchronization

/// A flag raised once, read from any thread: whether the server is stopping.
final class StopFlag: Sendable {
  private let raised = Atomic(false)

  /// Whether it was raised.
  var isRaised: Bool { raised.load(ordering: .acquiring) }

  /// Raises it.
  func raise() { raised.store(true, ordering: .releasing) }
}
