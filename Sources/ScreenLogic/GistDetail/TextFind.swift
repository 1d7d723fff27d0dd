/// What a search looked for, carried to the gist it found: the detail opens at the first
/// match (in `file`, when the index said where) and `n` / `N` move between matches.
public struct TextFind: Equatable, Sendable {
  /// The words and phrases searched for.
  public var terms: [String]
  /// The file the first match is in.
  public var file: String?
  /// The line (from 1) of `file` to open at: the search's best match.
  public var line: Int?

  /// A find.
  public init(terms: [String], file: String? = nil, line: Int? = nil) {
    self.terms = terms
    self.file = file
    self.line = line
  }
}
