import Reactive

/// The comments Stage, as its Director sees it.
public protocol CommentsStage: TimedListStage<CommentsIntent> {
  /// Shows the comments, oldest first.
  func showComments(_ comments: [CommentRow])
  /// Asks for a comment's text, starting with `text` (kept from a failed send).
  func askForComment(_ text: String)
  /// Highlights comment `id` (one just added), its body shown.
  func selectComment(_ id: Int)
}
