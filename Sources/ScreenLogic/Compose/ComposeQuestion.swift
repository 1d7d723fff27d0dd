/// What the compose screen asks the user for, in a line of text.
public enum ComposeQuestion: Equatable, Sendable {
  /// The gist's description.
  case description
  /// The name of a new file (the editor opens next).
  case newFileName
  /// The path of a local file to add.
  case localFile
  /// A new name for this file.
  case rename(String)
}
