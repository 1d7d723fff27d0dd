/// Holds one disposable at a time: setting a new one disposes the previous one.
///
/// Used by `flatMapLatest` and timers that are replaced.
public final class SerialDisposable: Disposable {
  private var current: (any Disposable)?
  /// Whether `dispose()` has been called.
  public private(set) var isDisposed = false

  /// An empty serial disposable.
  public init() {}

  /// The disposable held now. Setting it disposes the previous one; after disposal, a new
  /// value is disposed at once.
  public var disposable: (any Disposable)? {
    get { current }
    set {
      if isDisposed {
        newValue?.dispose()
        return
      }
      let old = current
      current = newValue
      old?.dispose()
    }
  }

  /// Disposes the current disposable and every later one.
  public func dispose() {
    if isDisposed { return }
    isDisposed = true
    let old = current
    current = nil
    old?.dispose()
  }
}
