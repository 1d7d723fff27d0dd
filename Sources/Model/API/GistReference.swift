import FoundationEssentials
import GistValues

/// A gist named by its id or URL, for the scripting commands: what `GistLink.parse` reads,
/// when it names a gist. A bare word that could also be a login (`octocat`) is taken as an
/// id here, since a command that acts on a gist asks the server for it (which answers "not
/// found" when there is none); a user's page is refused with a sentence.
public struct GistReference: Equatable, Sendable {
  /// The gist's id.
  public var id: String
  /// The owner named in the URL.
  public var owner: String?
  /// A revision named in the URL.
  public var revision: String?

  /// A reference to gist `id`.
  public init(id: String, owner: String? = nil, revision: String? = nil) {
    self.id = id
    self.owner = owner
    self.revision = revision
  }

  /// Whether `text` looks like a gist id (letters and digits, as GitHub's hex ids and old
  /// numeric ones).
  public static func isID(_ text: String) -> Bool { GistLink.isIdentifier(text) }

  /// Parses an id or URL; throws `invalidReference` for anything that names no gist.
  public static func parse(_ text: String) throws(GistError) -> GistReference {
    switch try GistLink.parse(text) {
    case .gist(let id, let owner, let revision):
      return GistReference(id: id, owner: owner, revision: revision)
    case .userOrGist(let word) where GistLink.isIdentifier(word):
      return GistReference(id: word)
    default:
      throw .invalidReference(text)
    }
  }
}
