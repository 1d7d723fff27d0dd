/// The lines of the shown file that hold what a search looked for, and the one the view
/// is at: the detail Stage marks the terms and scrolls to the current line.
public struct FileMatches: Equatable, Sendable {
  /// The terms to mark.
  public var terms: [String]
  /// The matching lines, from 0.
  public var lines: [Int]
  /// Which of `lines` the view is at.
  public var current: Int

  /// Matches.
  public init(terms: [String], lines: [Int], current: Int) {
    self.terms = terms
    self.lines = lines
    self.current = current
  }

  /// The line the view is at, if any line matched.
  public var currentLine: Int? { lines.indices.contains(current) ? lines[current] : nil }
}
