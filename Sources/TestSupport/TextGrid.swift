import TerminalUI

/// A surface that keeps what was drawn, each cell's character and style, so a test can
/// see whether a key changed the screen (a moved highlight is a change of style).
public final class TextGrid: Surface {
  public let width: Int
  public let height: Int
  private var cells: [[String]]

  /// A blank grid.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  public func put(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int) -> Int {
    guard y >= 0, y < height else { return 0 }
    var column = x
    for character in text where column < min(width, x + maxWidth) {
      if column >= 0 { cells[y][column] = "\(character)\(style.rawValue)" }
      column += 1
    }
    return column - x
  }

  public func fill(_ rect: Rect, style: Style) {
    for y in max(0, rect.y)..<min(height, rect.y + rect.height) {
      for x in max(0, rect.x)..<min(width, rect.x + rect.width) {
        cells[y][x] = " \(style.rawValue)"
      }
    }
  }

  public func showCursor(x: Int, y: Int) {}

  /// The characters `widget` draws on a fresh grid of this size, one string a row.
  public static func text(_ widget: any Widget, width: Int, height: Int) -> [String] {
    let grid = TextGrid(width: width, height: height)
    widget.draw(in: Rect(x: 0, y: 0, width: width, height: height), on: grid)
    return grid.cells.map { row in String(row.compactMap(\.first)) }
  }

  /// The words of `rows` one space apart: the text a reader sees, wherever the rows
  /// broke it.
  public static func words(_ rows: [String]) -> String {
    rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
  }

  /// What `widget` looks like drawn on a fresh grid of this size.
  public static func drawing(_ widget: any Widget, width: Int = 80, height: Int = 20) -> [String] {
    let grid = TextGrid(width: width, height: height)
    widget.draw(in: Rect(x: 0, y: 0, width: width, height: height), on: grid)
    return grid.cells.map { $0.joined() }
  }
}
