/// Collects disposables and disposes all of them when the bag is deallocated.
///
/// A Director keeps one bag; when the Director goes away, so do its subscriptions.
public final class DisposeBag {
  private var disposables: [any Disposable] = []

  /// An empty bag.
  public init() {}

  /// Keeps `disposable` until the bag is deallocated.
  public func insert(_ disposable: any Disposable) {
    disposables.append(disposable)
  }

  /// How many disposables the bag holds.
  public var count: Int { disposables.count }

  deinit {
    for disposable in disposables { disposable.dispose() }
  }
}
