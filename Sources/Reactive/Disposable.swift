/// A handle on a subscription or a scheduled action; disposing it releases the resources
/// behind it. Every disposable in this module is idempotent: a second `dispose()` does nothing.
public protocol Disposable: AnyObject {
  /// Stops the work and releases what it holds. Safe to call more than once.
  func dispose()
}

extension Disposable {
  /// Adds this disposable to `bag`, which disposes it when the bag goes away.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
