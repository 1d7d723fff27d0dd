import FoundationEssentials
import Model

/// The detail screen's header: what the gist is.
public struct GistHeader: Equatable, Sendable {
  /// The description or first file name.
  public var title: String
  /// The owner's login.
  public var owner: String?
  /// Public or secret.
  public var isPublic: Bool
  /// When it was created and last changed.
  public var createdAt: Date?
  /// When it was last changed.
  public var updatedAt: Date?
  /// How many comments.
  public var comments: Int
  /// How many forks, when the API said.
  public var forks: Int?
  /// Whether the signed-in user starred it (nil while unknown).
  public var isStarred: Bool?
  /// The revision shown, when it is not the current version.
  public var revision: String?
  /// What it was forked from ("OWNER/ID"; nil: not a fork, or not known).
  public var forkedFrom: String?

  /// The header of `gist`.
  public init(_ gist: Gist, isStarred: Bool?, revision: String? = nil) {
    self.revision = revision
    title = gist.title
    owner = gist.owner?.login
    isPublic = gist.isPublic
    createdAt = gist.createdAt
    updatedAt = gist.updatedAt
    comments = gist.comments
    forks = gist.forks?.count
    self.isStarred = isStarred
    forkedFrom = gist.forkOf.map { "\($0.owner?.login ?? "someone")/\($0.id)" }
  }
}
