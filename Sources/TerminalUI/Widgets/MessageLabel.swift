/// A message (an error, a notice) that wraps at spaces instead of being cut at the
/// screen's edge: as many rows as it needs up to `maxRows`, the last ending in `…` when
/// there is still more. Line breaks in the text start new rows.
public final class MessageLabel: Widget {
  /// The text.
  public var text: String
  /// Its style.
  public var style: Style
  /// The most rows it takes.
  public var maxRows: Int

  /// A message in `style`, at most `maxRows` rows tall.
  public init(_ text: String = "", style: Style = .normal, maxRows: Int = 3) {
    self.text = text
    self.style = style
    self.maxRows = maxRows
  }

  public func preferredHeight(width: Int) -> Int? { rows(width: width).count }

  /// The rows the text takes at `width` columns.
  public func rows(width: Int) -> [String] {
    let width = max(1, width)
    let limit = max(1, maxRows)
    var rows: [String] = []
    let paragraphs = TextSanitizer.sanitize(text, keepNewlines: true)
      .split(separator: "\n", omittingEmptySubsequences: false)
    for paragraph in paragraphs {
      for (_, row) in TextView.wrap(String(paragraph), width: width) {
        guard rows.count < limit else {
          rows[limit - 1] = Self.ending(rows[limit - 1], width: width)
          return rows
        }
        rows.append(row.trimmingTrailingSpaces())
      }
    }
    return rows
  }

  /// `row` with `…` at its end, within `width` columns.
  private static func ending(_ row: String, width: Int) -> String {
    DisplayWidth.clip(row + "…", to: width)
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    for (number, row) in rows(width: rect.width).prefix(rect.height).enumerated() {
      surface.put(row, x: rect.x, y: rect.y + number, style: style, maxWidth: rect.width)
    }
  }
}
