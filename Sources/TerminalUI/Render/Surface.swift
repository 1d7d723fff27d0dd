/// Where widgets draw: text at a cell, in a style. Every string is sanitised and clipped to
/// the columns given, so nothing a widget draws can wrap, move the cursor or reach the
/// terminal raw.
public protocol Surface: AnyObject {
  /// The number of columns.
  var width: Int { get }
  /// The number of rows.
  var height: Int { get }
  /// Writes `text` at (x, y) in `style`, at most `maxWidth` columns (cut at a character
  /// boundary, no ellipsis); returns the columns written.
  @discardableResult
  func put(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int) -> Int
  /// Fills `rect` with spaces in `style`.
  func fill(_ rect: Rect, style: Style)
  /// Shows the cursor at (x, y) (for text fields); hidden unless a widget asks each frame.
  func showCursor(x: Int, y: Int)
}

extension Surface {
  /// Writes `text` at (x, y), clipped to the surface's right edge.
  @discardableResult
  public func put(_ text: String, x: Int, y: Int, style: Style = .normal) -> Int {
    put(text, x: x, y: y, style: style, maxWidth: width - x)
  }
}
