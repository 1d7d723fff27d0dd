/// What the user asks of the history screen; a revision is named by its version.
public enum HistoryIntent: Equatable, Sendable {
  /// Show what this revision changed (against the one before it).
  case changes(String)
  /// Show the files as they were at this revision.
  case open(String)
  /// Show what changed from this revision to the current version.
  case diff(String)
  /// Restore the gist as it was at this revision (shows the changes, asks first).
  case restore(String)
  /// Show what restoring this revision sends (then asks again).
  case showRestore(String)
  /// The user said yes: send the restore of this revision.
  case confirmRestore(String)
  /// Load the history again.
  case refresh
}
