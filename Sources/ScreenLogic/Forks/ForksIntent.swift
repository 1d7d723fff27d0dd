/// What the user asks of the forks screen; a fork is named by its gist id.
public enum ForksIntent: Equatable, Sendable {
  /// Open this fork.
  case open(String)
  /// Load the forks again.
  case refresh
}
