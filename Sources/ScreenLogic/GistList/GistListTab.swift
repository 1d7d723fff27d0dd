import Model

/// The tabs of the gist list, in order (keys 1–4).
public enum GistListTab: Int, CaseIterable, Equatable, Sendable {
  /// Your gists.
  case mine
  /// Gists you starred.
  case starred
  /// Everyone's public gists.
  case discover
  /// One user's gists.
  case user

  /// The tab's title.
  public var title: String {
    switch self {
    case .mine: "Mine"
    case .starred: "Starred"
    case .discover: "Public"
    case .user: "User"
    }
  }

  /// The tab's name in the options (`sort_mine`).
  var key: String {
    switch self {
    case .mine: "mine"
    case .starred: "starred"
    case .discover: "public"
    case .user: "user"
    }
  }

  /// Whether the tab is the signed-in account's (Mine, Starred): without a token it shows
  /// nothing.
  public var needsAccount: Bool { self == .mine || self == .starred }

  /// Whether the tab lists secret gists too (else `v` has nothing to choose).
  var hasSecretGists: Bool { self == .mine || self == .starred }

  /// What the tab shows when it has nothing.
  func emptyState(user: String?) -> EmptyState {
    switch self {
    case .mine: EmptyState(title: "No gists yet", subtitle: "press n to create your first gist")
    case .starred:
      EmptyState(title: "Nothing starred", subtitle: "press * on a gist to star it")
    case .discover: EmptyState(title: "No public gists", subtitle: "press r to refresh")
    case .user:
      EmptyState(
        title: user.map { "\($0) has no public gists" } ?? "No user chosen",
        subtitle: "press 4 to choose another user")
    }
  }

  /// The list this tab shows (`user`'s gists on the User tab).
  func kind(user: String?) -> GistListKind {
    switch self {
    case .mine: .mine
    case .starred: .starred
    case .discover: .public
    case .user: .user(user ?? "")
    }
  }

  /// The tab Tab (`forward`) or Shift-Tab goes to; signed out, it goes round the tabs that
  /// work without a token.
  func next(forward: Bool, signedOut: Bool) -> GistListTab {
    let all = Self.allCases.filter { !$0.needsAccount || !signedOut }
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + (forward ? 1 : all.count - 1)) % all.count]
  }
}
