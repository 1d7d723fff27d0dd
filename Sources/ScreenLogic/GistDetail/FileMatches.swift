import Model
import Store

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

extension FileMatches {
  /// How many times `terms` occur on each of `lines` (from 0, in order) of `text`, compared
  /// as the lines were found (ignoring case and accents): `Match 4 of 120` counts these,
  /// not the lines holding them.
  public static func occurrences(of terms: [String], onLines lines: [Int], in text: String)
    -> [Int]
  {
    let needles = terms.map { Array(SearchIndex.fold($0).unicodeScalars) }.filter { !$0.isEmpty }
    guard let last = lines.last, !needles.isEmpty else { return lines.map { _ in 1 } }
    let wanted = Set(lines)
    var counts: [Int: Int] = [:]
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(last + 1).enumerated() where wanted.contains(number)
    {
      let folded = Array(SearchIndex.fold(String(line)).unicodeScalars)
      counts[number] = needles.reduce(0) { $0 + count($1, in: folded) }
    }
    // A line the search found holds one at least.
    return lines.map { max(1, counts[$0] ?? 1) }
  }

  /// How many times `needle` occurs in `text`, none overlapping.
  private static func count(_ needle: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Int {
    var found = 0
    var start = 0
    while start + needle.count <= text.count {
      if text[start..<(start + needle.count)].elementsEqual(needle) {
        found += 1
        start += needle.count
      } else {
        start += 1
      }
    }
    return found
  }
}
