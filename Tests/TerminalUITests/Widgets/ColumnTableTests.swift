import TerminalUI
import TestSupport
import Testing

/// Issue 55: a table in columns (CSV files, and Markdown's tables): aligned, a column no
/// wider than asked (a long field cut with `…`), and the header kept at the top while the
/// rows scroll under it, sideways with them.
@Suite struct ColumnTableTests {
  static func fields(_ row: [String]) -> [StyledLine] { row.map { StyledLine($0) } }

  @Test func columnsAlignAndALongFieldIsCut() {
    let lines = ColumnTable.lines(
      header: Self.fields(["name", "n"]),
      rows: [Self.fields(["Ann", "3"]), Self.fields([String(repeating: "x", count: 50), "12"])],
      alignments: [.left, .right], widest: 10)
    #expect(
      lines.map(\.text) == [
        "name       │  n", "───────────┼───", "Ann        │  3", "xxxxxxxxx… │ 12",
      ])
    // The separators and the rule are dim.
    #expect(lines[0].runs == [.init(start: 10, length: 3, style: .dim)])
    #expect(lines[1].runs == [.init(start: 0, length: 15, style: .dim)])
  }

  @Test func aCutKeepsTheFieldsStylesAndWideCharactersWhole() {
    let bold = StyledLine("日本語のテキスト", runs: [.init(start: 0, length: 8, style: .bold)])
    let lines = ColumnTable.lines(header: [bold], rows: [], alignments: [.left], widest: 6)
    #expect(lines[0].text == "日本…")
    #expect(lines[0].runs == [.init(start: 0, length: 2, style: .bold)])
  }

  @Test func aShortRowIsPaddedAndExtraFieldsAreLeftOut() {
    let lines = ColumnTable.lines(
      header: Self.fields(["a", "b"]), rows: [Self.fields(["1"]), Self.fields(["1", "2", "3"])],
      alignments: [.left, .left])
    // (The separator's space is styled, so it stays.)
    #expect(lines.map(\.text) == ["a │ b", "──┼──", "1 │ ", "1 │ 2"])
  }

  @Test func theHeaderStaysAtTheTopAndMovesSidewaysWithTheRows() {
    let view = HeadedTextView()
    let rows = (1...30).map {
      Self.fields(["row \($0)", String(repeating: "y", count: 40) + "end"])
    }
    view.setLines(
      ColumnTable.lines(
        header: Self.fields(["name", "text"]), rows: rows, alignments: [.left, .left]),
      heading: 2)
    view.body.scroll(by: 10)
    var screen = TextGrid.text(view, width: 30, height: 5)
    #expect(screen[0].hasPrefix("name   │ text"), "\(screen)")
    #expect(screen[1].hasPrefix("───────┼──"))
    #expect(screen[2].hasPrefix("row 11 │ yyy"), "\(screen)")
    // Too short for the header and a row: the rows alone.
    #expect(TextGrid.text(view, width: 30, height: 2)[0].hasPrefix("row 11"))
    view.body.scrollHorizontally(by: 25)
    screen = TextGrid.text(view, width: 30, height: 5)
    #expect(screen[0].trimmingCharacters(in: .whitespaces) == "", "\(screen)")
    #expect(screen[2].hasSuffix("yyyyend   "), "\(screen)")
  }
}
