/// What the user asks of the comments screen; a comment is named by its id.
public enum CommentsIntent: Equatable, Sendable {
  /// Write a comment in the editor (Markdown, many lines).
  case add
  /// Write a quick one-line comment.
  case addLine
  /// Change this comment (one's own) in the editor.
  case edit(Int)
  /// Send this text as a comment.
  case submit(String)
  /// Send this text as a comment on a public gist though it seems to hold a secret.
  case submitWithSecrets(String)
  /// Change this comment to this text on a public gist though it seems to hold a secret.
  case changeWithSecrets(Int, String)
  /// Delete this comment (asks first).
  case delete(Int)
  /// The user confirmed deleting this comment.
  case confirmDelete(Int)
  /// Open the first link in this comment.
  case openLink(Int)
  /// Load the comments again.
  case refresh
}
