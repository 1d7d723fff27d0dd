import Model
import Reactive

/// The comments Stage, as its Director sees it.
public protocol CommentsStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<CommentsIntent> { get }

  /// Shows the title (the gist's).
  func showTitle(_ title: String)
  /// Shows the comments, oldest first.
  func showComments(_ comments: [CommentRow])
  /// Shows loading, content, an empty state or a failure.
  func setContentStatus(_ status: ContentStatus)
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Tells the user what happened.
  func showNotice(_ notice: String)
  /// Asks for a comment's text, starting with `text` (kept from a failed send).
  func askForComment(_ text: String)
  /// Asks whether to delete comment `id`; yes comes back as `.confirmDelete`.
  func confirmDelete(id: Int, preview: String)
  /// Relative times ("3 days ago") or dates.
  func useRelativeTimes(_ relative: Bool)
}
