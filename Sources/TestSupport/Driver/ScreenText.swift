import TerminalUI

/// What a screen shows: its rows as text (taken at once), and a cell's style where a test
/// asks (read from the screen then: ask before the next key). Printed, it is the screen in
/// a frame (what a failed expectation shows).
public struct ScreenText: CustomStringConvertible {
  /// The rows, trailing spaces removed.
  public let lines: [String]
  private let screen: Screen

  /// The screen `screen` shows now.
  public init(screen: Screen) {
    lines = screen.snapshot()
    self.screen = screen
  }

  /// Whether some row shows `text`.
  public func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  /// The first row that shows `text`.
  public func row(containing text: String) -> String? { lines.first { $0.contains(text) } }

  /// The style of the cell at column `x` of row `y` (nil: outside, or no style of the
  /// theme's).
  public func style(x: Int, y: Int) -> Style? {
    let (columns, rows) = screen.size
    guard (0..<columns).contains(x), (0..<rows).contains(y) else { return nil }
    return screen.cell(x: x, y: y).style
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
