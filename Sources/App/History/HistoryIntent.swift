/// What the user asks of the history screen.
public enum HistoryIntent: Equatable, Sendable {
  /// Show the files as they were at the revision at this row.
  case open(Int)
  /// Show what changed from the revision at this row to the current version.
  case diff(Int)
  /// Load the history again.
  case refresh
}
