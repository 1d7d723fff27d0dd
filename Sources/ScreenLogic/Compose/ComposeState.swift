import Store

/// What the compose screen holds now: the draft, and what was said and done about it here.
/// The Director owns it and changes it; its helpers (the send, the conflict) read it (the
/// draft as it is now, whether secrets were allowed) and report what should change as a
/// `ComposeOutcome`, instead of calling back into the Director.
final class ComposeState {
  /// The draft as it is now.
  var draft: Draft
  /// Whether the user changed the draft on this screen (leaving then keeps it as a draft).
  var changedHere = false
  /// Whether the user is looking at the pending changes from the question before sending
  /// (asked again on coming back).
  var reviewingBeforeSend = false
  /// Whether the user said to send this version to a public gist despite the secrets in it
  /// (a change of the draft asks again).
  var secretsAllowed = false
  /// Whether the gist being edited is gone from GitHub (the draft can go as a new gist).
  var gistGone = false

  /// Composing `draft`.
  init(draft: Draft) {
    self.draft = draft
  }
}
