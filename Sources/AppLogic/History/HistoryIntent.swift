/// What the user asks of the history screen; a revision is named by its version.
public enum HistoryIntent: Equatable, Sendable {
  /// Show the files as they were at this revision.
  case open(String)
  /// Show what changed from this revision to the current version.
  case diff(String)
  /// Load the history again.
  case refresh
}
