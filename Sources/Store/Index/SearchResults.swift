/// What a search found: the best results (up to the limit asked), how many gists matched
/// in all, and how many the index holds.
public struct SearchResults: Equatable, Sendable {
  /// The results, best first.
  public var results: [SearchResult]
  /// How many gists matched.
  public var matched: Int
  /// How many gists the index holds.
  public var indexed: Int

  /// Results.
  public init(results: [SearchResult], matched: Int, indexed: Int) {
    self.results = results
    self.matched = matched
    self.indexed = indexed
  }
}
