/// A disposable that is set once, possibly after it was disposed (as happens when a
/// synchronous source ends during `subscribe`): then the late value is disposed at once.
public final class SingleAssignmentDisposable: Disposable {
  private var current: (any Disposable)?
  /// Whether `dispose()` has been called.
  public private(set) var isDisposed = false

  /// An unset disposable.
  public init() {}

  /// Sets the disposable. Disposes it at once when this one was already disposed.
  public func set(_ disposable: any Disposable) {
    if isDisposed {
      disposable.dispose()
    } else {
      current = disposable
    }
  }

  /// Disposes what was set, or what will be set.
  public func dispose() {
    if isDisposed { return }
    isDisposed = true
    let old = current
    current = nil
    old?.dispose()
  }
}
