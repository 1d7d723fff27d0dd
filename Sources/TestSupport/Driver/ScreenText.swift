import TerminalUI

/// What a screen shows at one moment: its rows as text, and each cell's style where a test
/// asks. Printed, it is the screen in a frame (what a failed expectation shows).
public struct ScreenText: CustomStringConvertible {
  /// The rows, trailing spaces removed.
  public let lines: [String]
  private let styles: [[Style?]]

  /// The screen `screen` shows now.
  public init(screen: Screen) {
    lines = screen.snapshot()
    let (columns, rows) = screen.size
    styles = (0..<rows).map { y in (0..<columns).map { x in screen.cell(x: x, y: y).style } }
  }

  /// Whether some row shows `text`.
  public func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  /// The first row that shows `text`.
  public func row(containing text: String) -> String? { lines.first { $0.contains(text) } }

  /// The style of the cell at column `x` of row `y` (nil: outside, or no style of the
  /// theme's).
  public func style(x: Int, y: Int) -> Style? {
    guard styles.indices.contains(y), styles[y].indices.contains(x) else { return nil }
    return styles[y][x]
  }

  /// The style `text` is drawn in where it first shows (its first cell; columns counted as
  /// characters, which holds for text without wide characters).
  public func style(of text: String) -> Style? {
    for (y, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return style(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
      }
    }
    return nil
  }

  public var description: String {
    let width = lines.map(\.count).max() ?? 0
    let rule = String(repeating: "─", count: width + 2)
    return
      (["┌" + rule + "┐"]
      + lines.map { "│ " + $0.padding(toLength: width, withPad: " ", startingAt: 0) + " │" } + [
        "└" + rule + "┘"
      ]).joined(separator: "\n")
  }
}
