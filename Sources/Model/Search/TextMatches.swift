/// Where search terms occur in a text, as the search compares them (ignoring case and
/// accents): the index's match lines and the detail view's `n` / `N` both use it.
public enum TextMatches {
  /// The lines (from 0) of `text` holding one of `terms`, at most `limit` of them.
  public static func lines(in text: String, terms: [String], limit: Int = 10_000) -> [Int] {
    let folded = terms.map(SearchIndex.fold).filter { !$0.isEmpty }
    guard !folded.isEmpty else { return [] }
    var found: [Int] = []
    for (number, line) in text.unicodeScalars.split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      let candidate = SearchIndex.fold(String(String.UnicodeScalarView(line)))
      guard folded.contains(where: { candidate.contains($0) }) else { continue }
      found.append(number)
      if found.count >= limit { break }
    }
    return found
  }
}
