import GistValues
import Store

/// A screen of the app, named by what it shows: every move between screens opens one
/// through the switchboard.
public indirect enum Destination: Equatable, Sendable {
  /// A gist by id, at its current state or at a revision (a deep link).
  case gist(id: String, revision: String?)
  /// A gist the caller already has (from a list): it shows at once, then refreshes.
  case loadedGist(Gist)
  /// A gist a search found (`gist` when the list had it): opens at the first match.
  case found(id: String, gist: Gist?, find: TextFind)
  /// A gist just created: its detail, saying where it is and how to copy its URL.
  case created(Gist)
  /// `gist.github.com/NAME` or a bare word: a user or a gist id; a scene asks the server.
  case userOrGist(String)
  /// A user's gists.
  case user(String)
  /// The signed-in user's gists (the first screen).
  case mine
  /// The starred gists.
  case starred
  /// Everyone's public gists.
  case discover
  /// The revisions of a gist (its current version, whole).
  case history(Gist)
  /// The comments on a gist.
  case comments(Gist)
  /// The forks of a gist.
  case forks(Gist)
  /// The changes from one version of a gist to another, with a title.
  case diff(title: String, from: Gist, to: Gist)
  /// One file of an edit that met a change on GitHub: its three versions (as opened, on
  /// GitHub now, yours; nil where the file is not there), as two diffs from the first.
  case conflict(file: String, base: String?, theirs: String?, yours: String?)
  /// The compose screen on a draft (a new gist, an edit, or a kept draft).
  case compose(Draft)
  /// The unsent drafts.
  case drafts
  /// The writes waiting in the outbox.
  case outbox
  /// The linked files (`dehub link`), each with where it stands.
  case links
  /// The options.
  case options
  /// The accounts saved for the host in use, to switch between.
  case accounts
  /// The login screen, saying `message` (why it is shown); `then` opens after signing in.
  case login(message: String?, then: Destination?)

  /// The destination a parsed link names.
  public init(_ link: GistLink) {
    switch link {
    case .gist(let id, _, let revision): self = .gist(id: id, revision: revision)
    case .user(let name): self = .user(name)
    case .userOrGist(let name): self = .userOrGist(name)
    case .mine: self = .mine
    case .starred: self = .starred
    case .discover: self = .discover
    }
  }

  /// The destination of `text` (a URL, an id, a login or a `dehub://` link), through the one
  /// gist-reference parser; throws a sentence when it leads nowhere.
  public static func parse(_ text: String) throws(GistError) -> Destination {
    Destination(try GistLink.parse(text))
  }
}
