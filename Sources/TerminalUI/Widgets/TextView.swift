/// A scrolling view of a text: line numbers, vertical and horizontal scrolling, a wrap
/// toggle, tabs expanded, per-line styling (syntax highlighting). The text is split into
/// lines once; drawing touches the visible lines only, so a 5 MB file scrolls as fast as a
/// short one.
public final class TextView: Widget {
  /// A styled run within a line: character offsets and a style.
  public struct Run: Sendable, Equatable {
    /// The first character.
    public var start: Int
    /// How many characters.
    public var length: Int
    /// The style.
    public var style: Style

    /// A run.
    public init(start: Int, length: Int, style: Style) {
      self.start = start
      self.length = length
      self.style = style
    }
  }

  /// Columns a tab stands for.
  public static let tabWidth = 4

  private(set) var lines: [Substring] = [""]
  /// Whether line numbers show.
  public var showsLineNumbers = true
  /// Whether long lines wrap (else they scroll horizontally).
  public var wraps = false {
    willSet { wasAtEnd = isOnLastPage }
    didSet {
      leftColumn = 0
      topRow = 0
      // At the end, it stays at the end: `w` after `G` showed only the first row of a
      // last line that wraps.
      if wasAtEnd { (topLine, topRow) = lastPage }
    }
  }
  /// Whether the last page showed when `wraps` was about to change.
  private var wasAtEnd = false
  /// The first visible line.
  public private(set) var topLine = 0
  /// With wrap on, the first visible row of `topLine` (0 when its start shows): scrolling
  /// goes by rows, so a line longer than the screen can be read to its end, and the last
  /// page ends on the text's last row.
  public private(set) var topRow = 0
  /// The first visible column (when not wrapping).
  public private(set) var leftColumn = 0
  /// With wrap off, the columns shown (from 1) and the widest shown line's width, as of the
  /// last draw, when some shown line is cut at an edge (nil: every line shows whole).
  public private(set) var shownColumns: (first: Int, last: Int, widest: Int)?
  /// Styles each line (index, text with tabs expanded) for syntax highlighting.
  public var styler: ((Int, Substring) -> [Run])?
  /// The runs of lines set already styled.
  private var lineRuns: [[Run]]?
  /// Words marked (as `.match`, ignoring case) on the lines given.
  public var marks: (terms: [String], lines: Set<Int>)?
  /// How many columns at the start of line `index` are a mark of their own (a diff's `+`,
  /// `-` or space): with wrap on, the rows the line continues on leave them blank, so the
  /// marks stay alone in their column. nil: no line has one.
  public var markColumns: ((Int) -> Int)?
  private var visibleRows = 1
  private var drawn = false
  private var pendingReveal: Int?
  private var textWidth = 1

  /// An empty view.
  public init() {}

  /// The text shown; resets the scroll position.
  public func setText(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > 1 && lines.last?.isEmpty == true { lines.removeLast() }
    lineRuns = nil
    topLine = 0
    topRow = 0
    leftColumn = 0
  }

  /// Lines already laid out and styled (rendered Markdown): drawn as given, the styler
  /// unused. With `keepingPlace`, the view stays at the same share of the text (for a
  /// layout redone at a new width); otherwise it goes to the top.
  public func setStyledLines(_ styled: [StyledLine], keepingPlace: Bool = false) {
    let share = keepingPlace && lines.count > 0 ? Double(topLine) / Double(lines.count) : 0
    lines = styled.isEmpty ? [""] : styled.map { Substring($0.text) }
    lineRuns = styled.map(\.runs)
    topLine = Int(share * Double(lines.count))
    topRow = 0
    leftColumn = 0
  }

  /// How many lines the text has.
  public var lineCount: Int { lines.count }

  /// The text's lines as given (tabs not expanded, before wrapping and line numbers).
  public var textLines: [String] { lines.map(String.init) }

  /// Scrolls by `rows` rows: lines, or with wrap on the rows lines wrap into (clamped to
  /// the last page).
  public func scroll(by rows: Int) {
    guard wraps else {
      topLine = min(max(0, topLine + rows), max(0, lines.count - visibleRows))
      return
    }
    var left = rows
    while left > 0 {
      let count = rowCount(of: topLine)
      if topRow + left < count {
        topRow += left
        left = 0
      } else if topLine + 1 < lines.count {
        left -= count - topRow
        topLine += 1
        topRow = 0
      } else {
        topRow = count - 1
        left = 0
      }
    }
    while left < 0 {
      if topRow + left >= 0 {
        topRow += left
        left = 0
      } else if topLine > 0 {
        left += topRow + 1
        topLine -= 1
        topRow = rowCount(of: topLine) - 1
      } else {
        topRow = 0
        left = 0
      }
    }
    clampToLastPage()
  }

  /// Scrolls so that line `index` (from 0) shows, a third of the way down when it was
  /// out of view.
  public func reveal(line index: Int) {
    if drawn {
      guard index < topLine || index > lastVisibleLine else { return }
      topLine = min(max(0, index - visibleRows / 3), max(0, lines.count - 1))
      topRow = 0
      leftColumn = 0
      clampToLastPage()
    } else {
      pendingReveal = index  // the height is known at the first draw
    }
  }

  /// The last line with a row on the screen (from 0), as of the last draw.
  public var lastVisibleLine: Int {
    guard wraps else { return min(lines.count, topLine + visibleRows) - 1 }
    var rows = rowCount(of: topLine) - topRow
    var index = topLine
    while rows < visibleRows && index + 1 < lines.count {
      index += 1
      rows += rowCount(of: index)
    }
    return index
  }

  /// How many rows line `index` takes: 1, or with wrap on as many as it wraps into.
  private func rowCount(of index: Int) -> Int {
    guard wraps, lines.indices.contains(index) else { return 1 }
    let expanded = Self.expandTabs(lines[index])
    return Self.wrap(expanded, width: textWidth, hang: hang(of: expanded, at: index)).count
  }

  /// The columns a wrapped line's continuation rows start at: past its mark, under its own
  /// indentation (at most half the width, so a deeply indented line still has room).
  private func hang(of line: String, at index: Int) -> Int {
    let mark = min(markColumns?(index) ?? 0, line.count)
    let indent = line.dropFirst(mark).prefix { $0 == " " }.count
    return min(mark + indent, textWidth / 2)
  }

  /// The first line and row of the last page: the place from which the text's last row is
  /// the screen's last.
  private var lastPage: (line: Int, row: Int) {
    guard wraps else { return (max(0, lines.count - visibleRows), 0) }
    var remaining = visibleRows
    var index = lines.count - 1
    while index >= 0 {
      let count = rowCount(of: index)
      if count >= remaining { return (index, count - remaining) }
      remaining -= count
      index -= 1
    }
    return (0, 0)
  }

  /// Whether the text's last row shows (the top at or past the last page).
  private var isOnLastPage: Bool {
    let last = lastPage
    return topLine > last.line || (topLine == last.line && topRow >= last.row)
  }

  /// Moves the top back to the last page when it is past it.
  private func clampToLastPage() {
    let last = lastPage
    if topLine > last.line || (topLine == last.line && topRow > last.row) {
      (topLine, topRow) = last
    }
    topRow = min(topRow, max(0, rowCount(of: topLine) - 1))
  }

  /// One page down (1) or up (-1).
  public func page(_ direction: Int) {
    scroll(by: direction * max(1, visibleRows - 1))
  }

  /// To the first line, or with `toEnd` to the last page.
  public func jump(toEnd: Bool) {
    (topLine, topRow) = toEnd ? lastPage : (0, 0)
  }

  /// Scrolls sideways by `columns` (when not wrapping).
  public func scrollHorizontally(by columns: Int) {
    guard !wraps else { return }
    leftColumn = max(0, leftColumn + columns)
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    visibleRows = max(1, rect.height)
    drawn = true
    let gutter = showsLineNumbers ? String(lines.count).count + 1 : 0
    textWidth = max(1, rect.width - gutter)
    if let line = pendingReveal {
      pendingReveal = nil
      reveal(line: line)
    }
    topLine = min(topLine, max(0, lines.count - 1))
    clampToLastPage()
    measureColumns()
    var row = 0
    var index = topLine
    while row < rect.height && index < lines.count {
      let expanded = Self.expandTabs(lines[index])
      var runs =
        lineRuns.map { index < $0.count ? $0[index] : [] } ?? styler?(index, Substring(expanded))
        ?? []
      if let marks, marks.lines.contains(index) {
        runs = Self.occurrences(of: marks.terms, in: expanded) + runs
      }
      let hang = wraps ? hang(of: expanded, at: index) : 0
      let pieces = wraps ? Self.wrap(expanded, width: textWidth, hang: hang) : [(0, expanded)]
      let skipped = index == topLine ? min(topRow, pieces.count - 1) : 0
      for (pieceNumber, piece) in pieces.enumerated().dropFirst(skipped) where row < rect.height {
        if showsLineNumbers {
          let number = pieceNumber == 0 ? String(index + 1) : ""
          let padded = String(repeating: " ", count: gutter - 1 - number.count) + number
          surface.put(padded, x: rect.x, y: rect.y + row, style: .lineNumber, maxWidth: gutter)
        }
        let indent = pieceNumber == 0 ? 0 : hang
        drawText(
          piece.1, offset: piece.0, runs: runs, x: rect.x + gutter + indent, y: rect.y + row,
          width: textWidth - indent, on: surface)
        row += 1
      }
      index += 1
    }
  }

  /// Notes which columns show when a line shown is cut at an edge.
  private func measureColumns() {
    guard !wraps else {
      shownColumns = nil
      return
    }
    let shown = lines[topLine..<min(lines.count, topLine + visibleRows)]
    let widest = shown.map { Self.width(of: Self.expandTabs($0)) }.max() ?? 0
    shownColumns =
      widest > textWidth || leftColumn > 0
      ? (leftColumn + 1, min(widest, leftColumn + textWidth), widest) : nil
  }

  private func drawText(
    _ text: String, offset: Int, runs: [Run], x: Int, y: Int, width: Int, on surface: any Surface
  ) {
    let characters = Array(text)
    var column = 0
    var position = 0
    if !wraps {
      // Skip `leftColumn` columns.
      while position < characters.count && column < leftColumn {
        column += TextSanitizer.shownWidth(of: characters[position])
        position += 1
      }
      column = max(0, column - leftColumn)
    }
    var drawn = column
    while position < characters.count && drawn < width {
      let style = Self.style(at: offset + position, in: runs)
      var end = position + 1
      while end < characters.count && Self.style(at: offset + end, in: runs) == style { end += 1 }
      let chunk = String(characters[position..<end])
      drawn += surface.put(chunk, x: x + drawn, y: y, style: style, maxWidth: width - drawn)
      position = end
    }
    // Cut at the right edge: `›` says there is more (w wraps, → scrolls to it).
    if !wraps && width > 1 && Self.width(of: characters) - leftColumn > width {
      surface.put("›", x: x + width - 1, y: y, style: .dim, maxWidth: 1)
    }
  }

  /// The columns `characters` take as drawn (control characters as their placeholders).
  private static func width<Text: Sequence<Character>>(of characters: Text) -> Int {
    characters.reduce(0) { $0 + TextSanitizer.shownWidth(of: $1) }
  }

  private static func style(at position: Int, in runs: [Run]) -> Style {
    for run in runs where position >= run.start && position < run.start + run.length {
      return run.style
    }
    return .normal
  }

  /// `.match` runs over each place `terms` occur in `line`, ignoring case.
  static func occurrences(of terms: [String], in line: String) -> [Run] {
    let characters = Array(line).map { $0.lowercased() }
    var runs: [Run] = []
    for term in terms.map({ Array($0).map { $0.lowercased() } }) where !term.isEmpty {
      var start = 0
      while start + term.count <= characters.count {
        if Array(characters[start..<start + term.count]) == term {
          runs.append(Run(start: start, length: term.count, style: .match))
          start += term.count
        } else {
          start += 1
        }
      }
    }
    return runs
  }

  /// `line` with tabs turned into spaces up to the next tab stop.
  public static func expandTabs(_ line: Substring) -> String {
    guard line.contains("\t") else { return String(line) }
    var result = ""
    var column = 0
    for character in line {
      if character == "\t" {
        let spaces = tabWidth - column % tabWidth
        result += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        result.append(character)
        column += DisplayWidth.of(character)
      }
    }
    return result
  }

  /// The rows `text` wraps into at `width` columns (for tests of the wrapping rule).
  public static func wrapForTesting(_ text: String, width: Int) -> [String] {
    wrap(text, width: width).map(\.1)
  }

  /// `text` cut into rows of at most `width` columns as drawn (control characters as wide
  /// as their placeholders), each with its character offset: at
  /// the last space that fits (the space stays at the end of its row), or mid-word only
  /// when a word is wider than a row. A row after the first starts at a word (the spaces a
  /// break falls on are dropped) and has `hang` columns fewer, for the indent it is drawn at.
  static func wrap(_ text: String, width: Int, hang: Int = 0) -> [(Int, String)] {
    let characters = Array(text)
    var pieces: [(Int, String)] = []
    var start = 0
    while start < characters.count {
      var used = 0
      var end = start
      var lastBreak: Int?
      let room = pieces.isEmpty ? width : max(1, width - hang)
      while end < characters.count {
        let characterWidth = TextSanitizer.shownWidth(of: characters[end])
        if used + characterWidth > room && end > start { break }
        used += characterWidth
        if characters[end] == " " { lastBreak = end + 1 }
        end += 1
      }
      if end < characters.count, let lastBreak, lastBreak > start, characters[end] != " " {
        end = lastBreak
      }
      pieces.append((start, String(characters[start..<end])))
      start = end
      while start < characters.count && characters[start] == " " { start += 1 }
    }
    return pieces.isEmpty ? [(0, "")] : pieces
  }
}
