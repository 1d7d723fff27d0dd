import Synchronization

/// A flag a caller sets (from any thread) to stop a request in flight: the transfer is
/// aborted at its next progress check, within a fraction of a second.
public final class Cancellation: Sendable {
  private let flag = Atomic<Bool>(false)

  /// A flag that is not set.
  public init() {}

  /// Asks the request to stop.
  public func cancel() { flag.store(true, ordering: .relaxed) }

  /// Whether `cancel()` was called.
  public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}
