/// Factory for simple disposables.
public enum Disposables {
  /// A disposable that runs `action` once, on its first `dispose()`.
  public static func create(_ action: @escaping () -> Void) -> any Disposable {
    ActionDisposable(action)
  }

  /// A disposable that does nothing (for sources that hold no resources).
  public static func empty() -> any Disposable {
    ActionDisposable(nil)
  }

  /// A disposable that disposes all of `disposables` together.
  public static func create(_ disposables: any Disposable...) -> any Disposable {
    CompositeDisposable(disposables)
  }
}
