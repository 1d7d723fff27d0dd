/// Holds several disposables and disposes all of them at once.
///
/// Anything added after it was disposed is disposed immediately.
public final class CompositeDisposable: Disposable {
  private var disposables: [any Disposable] = []
  /// Whether `dispose()` has been called.
  public private(set) var isDisposed = false

  /// A composite holding `disposables`.
  public init(_ disposables: [any Disposable] = []) {
    self.disposables = disposables
  }

  /// Adds a disposable, or disposes it at once if this composite is already disposed.
  public func insert(_ disposable: any Disposable) {
    if isDisposed {
      disposable.dispose()
    } else {
      disposables.append(disposable)
    }
  }

  /// Disposes everything held, in the order it was added.
  public func dispose() {
    if isDisposed { return }
    isDisposed = true
    let all = disposables
    disposables = []
    for disposable in all { disposable.dispose() }
  }
}
