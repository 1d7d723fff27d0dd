/// What the user asks of the unsent-drafts screen.
public enum DraftsIntent: Equatable, Sendable {
  /// Open the draft at this row in the compose screen.
  case review(Int)
  /// Discard the draft at this row (asks first).
  case discard(Int)
  /// The user confirmed discarding the draft at this row.
  case confirmDiscard(Int)
}
