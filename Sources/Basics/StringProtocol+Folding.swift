/// Case- and accent-insensitive matching without ICU: what Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` did for
/// dehub's filters, search and sorting.
extension StringProtocol {
  /// The text lower-cased with its accents taken off ("Café" → "cafe"): combining marks
  /// are dropped, and precomposed Latin letters become their base letter (`Folding`).
  public func folded() -> String {
    var out = String.UnicodeScalarView()
    for scalar in lowercased().unicodeScalars {
      if Folding.isCombiningMark(scalar) { continue }
      out.append(Folding.base(of: scalar) ?? scalar)
    }
    return String(out)
  }

  /// The range of the first place `needle` is found, ignoring case and accents; nil when
  /// it is not. Ranges are of this text (folding keeps one character per character).
  public func rangeIgnoringCaseAndAccents(of needle: some StringProtocol) -> Range<Index>? {
    let target = Array(needle.folded())
    guard !target.isEmpty else { return nil }
    let characters = Array(indices)
    let folded = map { String($0).folded() }
    guard characters.count >= target.count else { return nil }
    for start in 0...(characters.count - target.count) {
      var position = start
      var matched = 0
      while matched < target.count, position < characters.count {
        let piece = Array(folded[position])
        guard matched + piece.count <= target.count,
          Array(target[matched..<matched + piece.count]) == piece
        else { break }
        matched += piece.count
        position += 1
      }
      if matched == target.count {
        let end = position < characters.count ? characters[position] : endIndex
        return characters[start]..<end
      }
    }
    return nil
  }
}
