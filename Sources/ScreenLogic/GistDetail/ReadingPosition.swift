import GistValues

/// Where the reader is in a file, as the detail screen says it under the text:
/// `Python · 2.1 KB · line 89 of 122 · 73%`, and with long lines cut `· cols 9–88 of 140`.
public enum ReadingPosition {
  /// The words for `file`, read to line `lastLine` (from 0) of `lineCount` (nil before the
  /// text is drawn); `rendered` when Markdown shows rendered (its lines are the layout's);
  /// `columns` while long lines are cut (wrap off).
  public static func describe(
    file: GistFile, rendered: Bool, lastLine: Int?, lineCount: Int?,
    columns: (columns: ClosedRange<Int>, widest: Int)? = nil
  ) -> String {
    var parts: [String] = []
    if let language = file.language, !language.isEmpty {
      parts.append(rendered ? "\(language), rendered" : language)
    }
    parts.append(size(file.size))
    if let lastLine, let lineCount, lineCount > 0 {
      let line = min(lineCount, lastLine + 1)
      parts.append("line \(line.grouped) of \(lineCount.grouped) · \(line * 100 / lineCount)%")
    }
    if let (shown, widest) = columns {
      parts.append(
        "cols \(shown.lowerBound.grouped)–\(shown.upperBound.grouped) of \(widest.grouped)")
    }
    return parts.joined(separator: " · ")
  }

  /// A size in bytes as people read it: `512 B`, `2.1 KB`, `1.4 MB`.
  public static func size(_ bytes: Int) -> String {
    switch bytes {
    case ..<1_000: return "\(bytes) B"
    case ..<1_000_000: return tenths(bytes, per: 1_000) + " KB"
    default: return tenths(bytes, per: 1_000_000) + " MB"
    }
  }

  private static func tenths(_ value: Int, per unit: Int) -> String {
    let tenths = (value * 10 + unit / 2) / unit
    return tenths >= 100 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }

}
