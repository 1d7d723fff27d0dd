/// What the user asks of the compose screen.
public enum ComposeIntent: Equatable, Sendable {
  /// Ask for something (a description, a file name, a path, a new name).
  case ask(ComposeQuestion)
  /// The answer to a question.
  case answered(ComposeQuestion, String)
  /// Edit the file at this row in the editor.
  case editFile(Int)
  /// Remove the file at this row (asks first).
  case removeFile(Int)
  /// The user confirmed removing the file at this row.
  case confirmRemove(Int)
  /// Public or secret.
  case togglePublic
  /// Send (create or change the gist).
  case send
  /// The gist changed on the server: load its version (keeping this one as a draft).
  case reload
  /// The gist changed on the server: send this version anyway.
  case overwrite
}
