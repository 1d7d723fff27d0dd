/// What the user asks of the unsent-drafts screen; a draft is named by its id.
public enum DraftsIntent: Equatable, Sendable {
  /// Open this draft in the compose screen.
  case review(String)
  /// Discard this draft (asks first).
  case discard(String)
  /// The user confirmed discarding this draft.
  case confirmDiscard(String)
  /// The user confirmed opening this draft of another account or host here (it is the
  /// current account's from then on).
  case confirmReviewHere(String)
}
