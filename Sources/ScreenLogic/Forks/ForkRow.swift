import FoundationEssentials
import GistValues

/// One fork as the forks screen lists it.
public struct ForkRow: Equatable, Sendable {
  /// The fork's gist id.
  public var id: String
  /// Who forked it.
  public var owner: String
  /// Its description, or first file's name.
  public var title: String
  /// When it was last changed.
  public var updatedAt: Date?

  /// The row of `fork`.
  public init(_ fork: Gist) {
    id = fork.id
    owner = fork.owner?.login ?? "unknown"
    title = fork.title
    updatedAt = fork.updatedAt
  }
}
