/// What is done to the marked gists (or the highlighted one) at once.
public enum GistBulkAction: Hashable, Sendable {
  /// Delete them (asks first; undone with `u` for a while).
  case delete
  /// Star them.
  case star
  /// Take their stars away.
  case unstar
  /// Make deleted gists again from their kept copies (undo).
  case restore

  /// The verb, as a button and a question say it ("Delete").
  public var verb: String {
    switch self {
    case .delete: "Delete"
    case .star: "Star"
    case .unstar: "Unstar"
    case .restore: "Restore"
    }
  }

  /// The verb while it runs ("Deleting").
  public var doing: String {
    switch self {
    case .delete: "Deleting"
    case .star: "Starring"
    case .unstar: "Unstarring"
    case .restore: "Restoring"
    }
  }

  /// The verb once done ("Deleted").
  public var done: String {
    switch self {
    case .delete: "Deleted"
    case .star: "Starred"
    case .unstar: "Unstarred"
    case .restore: "Restored"
    }
  }
}
