/// What `folded()` takes off letters: combining marks, and the marks of precomposed Latin
/// letters (Latin-1 Supplement, Latin Extended-A and B, and Vietnamese), lower case. Built
/// without ICU, so it covers the accents people type in names and words, not every script.
enum Folding {
  /// Whether `scalar` is a combining diacritical mark (U+0300–U+036F and its supplements).
  static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
      true
    default: false
    }
  }

  /// The base letter of a precomposed lower-case letter with a mark, when it has one.
  static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard scalar.value >= 0xC0 else { return nil }
    return table[scalar.value].flatMap(Unicode.Scalar.init)
  }

  private static let table: [UInt32: UInt32] = {
    let groups: [(String, String)] = [
      ("àáâãäå", "a"), ("ç", "c"), ("èéêë", "e"), ("ìíîï", "i"), ("ñ", "n"), ("òóôõöø", "o"),
      ("ùúûü", "u"), ("ýÿ", "y"), ("āăą", "a"), ("ćĉċč", "c"), ("ďđ", "d"), ("ēĕėęě", "e"),
      ("ĝğġģ", "g"), ("ĥħ", "h"), ("ĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"),
      ("ńņňŉ", "n"), ("ōŏő", "o"), ("ŕŗř", "r"), ("śŝşš", "s"), ("ţťŧ", "t"),
      ("ũūŭůűų", "u"), ("ŵ", "w"), ("ŷ", "y"), ("źżž", "z"), ("ǎ", "a"), ("ǐ", "i"),
      ("ǒ", "o"), ("ǔǖǘǚǜ", "u"), ("ș", "s"), ("ț", "t"), ("ơ", "o"), ("ư", "u"),
      ("ạảấầẩẫậắằẳẵặ", "a"), ("ẹẻẽếềểễệ", "e"), ("ỉị", "i"), ("ọỏốồổỗộớờởỡợ", "o"),
      ("ụủứừửữự", "u"), ("ỳỵỷỹ", "y"),
    ]
    var table: [UInt32: UInt32] = [:]
    for (letters, base) in groups {
      guard let target = base.unicodeScalars.first?.value else { continue }
      for scalar in letters.unicodeScalars { table[scalar.value] = target }
    }
    return table
  }()
}
