import Reactive

/// The options Stage, as its Director sees it.
public protocol OptionsStage: AnyObject {
  /// The row the user toggled.
  var toggled: Observable<Int> { get }

  /// Shows the options and whether each is on.
  func showOptions(_ options: [(option: AppOption, isOn: Bool)])
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Tells the user what happened.
  func showNotice(_ notice: String)
}
