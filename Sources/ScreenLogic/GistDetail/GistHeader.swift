import Basics
import FoundationEssentials
import GistValues

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
  /// How many files are shown when GitHub listed only part of the gist and git could not
  /// read the rest (nil: the gist is whole).
  public var partOfFiles: Int?

  /// What the header line says, in the order a narrow screen keeps (what the user acts on
  /// first, so the counts are cut before the star): star, revision, owner, visibility, the
  /// source of a fork, when it changed and was made (`relative`: "3 hours ago"), comments
  /// and forks.
  public func summary(relative: Bool, now: Date) -> String {
    var parts: [String] = []
    if let isStarred { parts.append(isStarred ? "★ starred" : "☆ not starred") }
    if let revision { parts.append("revision \(revision.prefix(7))") }
    if let partOfFiles { parts.append("only \(partOfFiles) files shown: git reads the rest") }
    if let owner { parts.append(owner) }
    parts.append(isPublic ? "public" : "secret")
    if let forkedFrom { parts.append("forked from \(forkedFrom) (Enter opens it)") }
    if let updatedAt {
      parts.append("updated \(RelativeTime.describe(updatedAt, relative: relative, now: now))")
    }
    if let createdAt {
      parts.append("created \(RelativeTime.describe(createdAt, relative: relative, now: now))")
    }
    parts.append(comments.counted("comment"))
    if let forks { parts.append(forks.counted("fork")) }
    return parts.joined(separator: " · ")
  }

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
    partOfFiles = gist.truncated ? gist.files.count : nil
  }
}
