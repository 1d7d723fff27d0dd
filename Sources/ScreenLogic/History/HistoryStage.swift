import Model
import Reactive

/// The history Stage, as its Director sees it.
public protocol HistoryStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<HistoryIntent> { get }

  /// Shows the title (the gist's).
  func showTitle(_ title: String)
  /// Shows the revisions, newest first.
  func showCommits(_ commits: [GistCommit])
  /// Shows loading, content, an empty state or a failure.
  func setContentStatus(_ status: ContentStatus)
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Tells the user what is happening.
  func showNotice(_ notice: String)
  /// Relative times ("3 days ago") or dates.
  func useRelativeTimes(_ relative: Bool)
  /// Asks a question with a few answers; the chosen one's intent comes back.
  func choose(_ choice: Choice<HistoryIntent>)
}
