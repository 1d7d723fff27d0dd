/// Laid-out lines whose first few (a table's header row and the rule under it) stay at the
/// top while the others scroll under them; sideways, both move together. The `body` view
/// takes the scrolling.
public final class HeadedTextView: Widget {
  /// The lines that scroll.
  public let body = TextView()
  private let head = TextView()
  private var headLines = 0

  /// An empty view.
  public init() {
    body.showsLineNumbers = false
    head.showsLineNumbers = false
  }

  /// The lines shown, the head's then the body's, as given (before scrolling).
  public var textLines: [String] { head.textLines + body.textLines }

  /// Shows `lines`, the first `heading` of them kept at the top; goes to the top.
  public func setLines(_ lines: [StyledLine], heading: Int) {
    headLines = min(heading, lines.count)
    head.setStyledLines(Array(lines.prefix(headLines)))
    body.setStyledLines(Array(lines.dropFirst(headLines)))
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    // A screen too short for the head and a row of the body shows the body alone.
    let headRows = rect.height > headLines ? headLines : 0
    head.scrollHorizontally(by: body.leftColumn - head.leftColumn)
    if headRows > 0 {
      head.draw(in: Rect(x: rect.x, y: rect.y, width: rect.width, height: headRows), on: surface)
    }
    body.draw(
      in: Rect(x: rect.x, y: rect.y + headRows, width: rect.width, height: rect.height - headRows),
      on: surface)
  }
}
