import GistValues
import Store

/// What a helper of the compose screen (the send, the conflict) did that changes the draft
/// or what can be done with it: the Director applies it to its state and shows it. Helpers
/// say what happened; only the Director changes the draft.
enum ComposeOutcome: Equatable {
  /// The draft became this, as a change of the user's would (a side kept in a conflict):
  /// saved and shown; a public send holding secrets asks again.
  case changed(Draft)
  /// The send marked the draft (in flight, its last error) or saves it as it is: saved, not
  /// a change of the user's.
  case kept(Draft)
  /// A reload: GitHub's version takes the draft's place (shown; the user's is already kept
  /// as a draft of its own).
  case replaced(Draft)
  /// The user chose to send over GitHub's version, `Gist`.
  case overwrite(Gist)
  /// The gist being edited is gone from GitHub: the draft can go as a new gist.
  case gistGone
}
