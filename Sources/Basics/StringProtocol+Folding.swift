/// Case- and accent-insensitive matching without ICU: what Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` did for
/// dehub's filters, search and sorting.
extension StringProtocol {
  /// The text lower-cased with its accents taken off ("Café" → "cafe"): combining marks
  /// are dropped, and precomposed Latin letters become their base letter (`Folding`).
  public func folded() -> String {
    let text = String(self)
    // ASCII (most descriptions and file names) folds byte by byte into one new string:
    // 10,000 gists' filter keys are made at every change of the list.
    if let ascii = text.utf8.withContiguousStorageIfAvailable(foldedASCII) ?? nil {
      return ascii
    }
    var out = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars {
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

/// `bytes` lower-cased, when they are all ASCII (where folding is lower-casing A–Z); nil
/// when one is not.
private func foldedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
  for byte in bytes where byte >= 0x80 { return nil }
  return String(unsafeUninitializedCapacity: bytes.count) { out in
    for index in bytes.indices {
      let byte = bytes[index]
      out[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
    return bytes.count
  }
}
