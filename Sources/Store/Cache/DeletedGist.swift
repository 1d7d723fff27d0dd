import FoundationEssentials
import GistValues

/// A gist deleted through dehub, its whole copy kept (files, description, visibility) so it
/// can be made again, as a new gist, for a week.
public struct DeletedGist: Codable, Equatable, Sendable {
  /// The gist as it was, with its files' content.
  public var gist: Gist
  /// When it was deleted.
  public var deletedAt: Date

  /// A kept copy of `gist`, deleted at `deletedAt`.
  public init(gist: Gist, deletedAt: Date) {
    self.gist = gist
    self.deletedAt = deletedAt
  }

  enum CodingKeys: String, CodingKey {
    case gist
    case deletedAt = "deleted_at"
  }
}
