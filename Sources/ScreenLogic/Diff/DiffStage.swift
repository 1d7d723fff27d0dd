import GistWork
import Reactive

/// The diff Stage, as its Director sees it.
public protocol DiffStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<DiffIntent> { get }
  /// Shows the title.
  func showTitle(_ title: String)
  /// Shows the lines, each styled by its kind, changed words marked, content highlighted
  /// by its file's language.
  func showLines(_ lines: [DiffLine])
  /// Tells the user what changed in the view.
  func showNotice(_ notice: String)
}
