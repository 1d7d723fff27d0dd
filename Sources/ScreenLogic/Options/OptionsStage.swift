import Reactive

/// The options Stage, as its Director sees it.
public protocol OptionsStage: AnyObject {
  /// The option the user toggled, by its key.
  var toggled: Observable<String> { get }

  /// Shows the options, each with its value as the screen says it (`[x]`, `[ ]`, `dark`).
  func showOptions(_ options: [(option: AppOption, value: String)])
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Tells the user what happened.
  func showNotice(_ notice: String)
}
