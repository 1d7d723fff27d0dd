/// What a search looked for, carried to the gist it found: the detail opens at the first
/// match (in `file`, when the index said where) and `n` / `N` move between matches.
public struct TextFind: Equatable, Sendable {
  /// The words and phrases searched for.
  public var terms: [String]
  /// The file the first match is in.
  public var file: String?

  /// A find.
  public init(terms: [String], file: String? = nil) {
    self.terms = terms
    self.file = file
  }
}
