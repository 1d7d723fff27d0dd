/// What the cache knows about gists beyond what a list page says: which the user starred
/// (the cached Starred list, and the search index's flags) and which are forks (a list page
/// never says; a whole gist fetched once does). The list marks its rows with it.
public struct GistMarks: Equatable, Sendable {
  /// The gists the user starred.
  public var starred: Set<String>
  /// The gists that are forks of another.
  public var forks: Set<String>

  /// Marks.
  public init(starred: Set<String> = [], forks: Set<String> = []) {
    self.starred = starred
    self.forks = forks
  }
}
