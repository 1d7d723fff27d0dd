/// How many terminal columns text takes: CJK and emoji take two, combining marks and
/// other zero-width characters none, everything else one.
///
/// Terminals disagree on emoji built of several code points (ZWJ sequences like a family,
/// skin tones, flags, emoji variation selectors): one draws a family in two columns,
/// another (and curses itself) in six. So such text is drawn as what every terminal
/// measures alike (`displayed`): joiners, skin-tone modifiers and variation selectors are
/// left out and a flag's regional indicators become their letters (🇯🇵 is drawn `JP`).
/// Widths are those of the drawn text, code point by code point, as curses counts.
public enum DisplayWidth {
  /// The columns of one character (a grapheme cluster), as drawn.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x7F && scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
    var width = 0
    for scalar in scalars {
      if let shown = displayed(scalar) { width += of(shown) }
    }
    return width
  }

  /// What is drawn for `scalar`: nil for a joiner (U+200D), a variation selector or a
  /// skin-tone modifier; a regional indicator's capital letter; otherwise itself.
  public static func displayed(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF: return nil
    case 0x1F1E6...0x1F1FF: return Unicode.Scalar(scalar.value - 0x1F1E6 + 0x41)
    default: return scalar
    }
  }

  /// The columns of one scalar.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The columns of a string.
  public static func of(_ text: String) -> Int {
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// `text` cut to at most `columns` columns; when cut, the last column is `…`. A wide
  /// character that would straddle the edge is left out rather than split.
  public static func clip(_ text: String, to columns: Int, ellipsis: Bool = true) -> String {
    guard columns > 0 else { return "" }
    if text.utf8.count <= columns && text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return text
    }
    if of(text) <= columns { return text }
    let budget = ellipsis ? columns - 1 : columns
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      if used + width > budget { break }
      result.append(character)
      used += width
    }
    return ellipsis ? result + "…" : result
  }

  /// `text` within `columns` columns keeping its end, `…` in place of its start when it is
  /// wider (a path's folder and file name say more than its first folders).
  public static func clipKeepingEnd(_ text: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    if of(text) <= columns { return text }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let width = of(character)
      if used + width > columns - 1 { break }
      kept.append(character)
      used += width
    }
    return "…" + String(kept.reversed())
  }

  /// `text` clipped and then padded with spaces to exactly `columns` columns.
  public static func pad(_ text: String, to columns: Int) -> String {
    let clipped = clip(text, to: columns)
    return clipped + String(repeating: " ", count: max(0, columns - of(clipped)))
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
