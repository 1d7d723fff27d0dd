import TerminalUI
import Testing

extension CursesTests {
  /// Issue 35, item 2: with wrap on, a row that broke on a space started the next row with
  /// it, and a continuation started at the left edge whatever the line's indentation.
  @Suite struct WrappedRowsTests {
    /// `view` drawn in the top left corner, `width` columns and 6 rows.
    static func narrow(_ view: TextView, width: Int) -> Canvas {
      Canvas { _, surface in view.draw(in: Rect(x: 0, y: 0, width: width, height: 6), on: surface) }
    }

    @Test func aContinuationStartsAtAWordUnderTheLinesIndentation() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let view = TextView()
      view.showsLineNumbers = false
      view.setText("abcdefghijklmnopqrst uvw\n    let total = first + second\nend")
      view.wraps = true
      let rows = test.render(Self.narrow(view, width: 20))
      #expect(
        Array(rows.prefix(5)) == [
          "abcdefghijklmnopqrst", "uvw", "    let total =", "    first + second", "end",
        ], "\(rows)")
    }

    /// A user's walk: `G` on a file, then `w`: only the first row of the wrapping last line
    /// showed, though the position said 100 %.
    @Test func wrapTurnedOnAtTheEndStaysAtTheEnd() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let view = TextView()
      view.showsLineNumbers = false
      let lines = (1...20).map { "line \($0)" } + ["the last line goes on past the edge to its end"]
      view.setText(lines.joined(separator: "\n"))
      _ = test.render(Self.narrow(view, width: 20))
      view.jump(toEnd: true)
      _ = test.render(Self.narrow(view, width: 20))
      view.wraps = true
      let rows = test.render(Self.narrow(view, width: 20))
      #expect(rows.prefix(6).contains { $0.contains("its end") }, "\(rows)")
    }

    @Test func aContinuationHangsPastTheMarkColumns() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let view = TextView()
      view.showsLineNumbers = false
      view.setText("+    return compute(alpha, beta, gamma)\n-x")
      view.markColumns = { $0 == 0 ? 1 : 0 }
      view.wraps = true
      let rows = test.render(Self.narrow(view, width: 24))
      #expect(
        Array(rows.prefix(4)) == [
          "+    return", "     compute(alpha,", "     beta, gamma)", "-x",
        ], "\(rows)")
      // The row count scrolling uses agrees with what is drawn.
      view.jump(toEnd: true)
      #expect(view.lastVisibleLine == 1)
    }

    @Test func wrappingDropsTheSpacesABreakFallsOn() {
      #expect(TextView.wrapForTesting("abcde   fgh", width: 5) == ["abcde", "fgh"])
      #expect(TextView.wrapForTesting("ab cd", width: 3) == ["ab ", "cd"])
    }
  }
}
