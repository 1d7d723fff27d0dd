/// Which of the list's optional columns say something for the rows shown: the owner where
/// some gist is not the user's, the visibility where some gist is secret (on the Public and
/// User tabs every row is public, and "public" on each says nothing).
public struct GistRowColumns: Equatable, Sendable {
  /// Whether the owner column is shown.
  public var owners = false
  /// Whether the visibility column is shown.
  public var visibility = true
  /// Whether the time column says when gists were made ("created 3 days ago": wider).
  public var creation = false

  /// The columns for `rows`.
  public init(rows: [GistRow]) {
    owners = rows.contains { $0.owner != nil }
    visibility = rows.contains { !$0.isPublic }
    creation = rows.contains(where: \.showsCreation)
  }

  /// The columns before any row is shown.
  public init() {}
}
