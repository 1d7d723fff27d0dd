import GistValues

/// One gist a search found: the gist as its list row has it (no content), and where the
/// text matched in its content (nil when the description or a file name matched, or the
/// query had only filters).
public struct SearchResult: Equatable, Sendable {
  /// The gist (no content).
  public var gist: Gist
  /// The first matching line in its files, when the content matched.
  public var match: SearchMatch?

  /// A result.
  public init(gist: Gist, match: SearchMatch?) {
    self.gist = gist
    self.match = match
  }
}
