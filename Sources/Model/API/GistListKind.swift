/// Which list of gists: the signed-in user's, starred, public, or one user's.
public enum GistListKind: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The signed-in user's gists (public and secret).
  case mine
  /// Gists the signed-in user starred.
  case starred
  /// All public gists, newest first.
  case `public`
  /// One user's public gists.
  case user(String)

  public var description: String {
    switch self {
    case .mine: "mine"
    case .starred: "starred"
    case .public: "public"
    case .user(let name): "user:\(name)"
    }
  }
}
