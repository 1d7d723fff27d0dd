import Reactive

/// The picker's Stage, as its Director sees it.
public protocol PickerStage: AnyObject {
  /// What the user does.
  var intents: Observable<PickerIntent> { get }
  /// Puts `text` in the query line (the query given on the command line).
  func showQuery(_ text: String)
  /// Shows the matching rows, best first, with the highlight on `selected`.
  func showRows(_ rows: [PickerRow], selected: PickerChoice?)
  /// The line under the query: how many match, and whether the list is still loading.
  func showStatus(_ status: String)
  /// Loading, content, an empty state, or why nothing could be loaded.
  func setContentStatus(_ status: ContentStatus)
}
