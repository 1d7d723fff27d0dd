/// What the user asks of the comments screen.
public enum CommentsIntent: Equatable, Sendable {
  /// Write a comment.
  case add
  /// Send this text as a comment.
  case submit(String)
  /// Delete the comment at this row (asks first).
  case delete(Int)
  /// The user confirmed deleting the comment at this row.
  case confirmDelete(Int)
  /// Open the first link in the comment at this row.
  case openLink(Int)
  /// Load the comments again.
  case refresh
}
