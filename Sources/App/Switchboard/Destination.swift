/// Where a URL or id leads: the screen that represents it.
public enum Destination: Equatable, Sendable {
  /// A gist, at its current state or at a revision.
  case gist(id: String, revision: String?)
  /// A user's gists.
  case user(String)
  /// `gist.github.com/NAME`: a user or a gist id; a scene finds out which.
  case userOrGist(String)
  /// The signed-in user's gists.
  case mine
  /// The starred gists.
  case starred
  /// Everyone's public gists.
  case discover
}
