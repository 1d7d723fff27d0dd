/// Runs an action on its first disposal and forgets it, so captured objects are released.
final class ActionDisposable: Disposable {
  private var action: (() -> Void)?
  private(set) var isDisposed = false

  init(_ action: (() -> Void)?) {
    self.action = action
  }

  func dispose() {
    if isDisposed { return }
    isDisposed = true
    let action = self.action
    self.action = nil
    action?()
  }
}
