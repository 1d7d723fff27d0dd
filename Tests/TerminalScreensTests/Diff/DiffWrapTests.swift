import GistWork
import Keys
import ScreenLogic
import TerminalScreens
import TerminalUI
import TestSupport
import Testing

/// Issue 35, item 2: with wrap on, the rows a long diff line wraps into started at the
/// left edge, under the `+`/`-` column, so the signs no longer stood alone in their column.
@Suite struct DiffWrapTests {
  @Test func wrappedDiffRowsKeepTheSignColumn() {
    let stage = CursesDiffStage()
    stage.showLines([
      DiffLine(.hunk, "@@ -1 +1 @@"), DiffLine(.removed, "-    return 1"),
      DiffLine(.added, "+    return compute(alpha, beta, gamma)"),
      DiffLine(.context, " }"),
    ])
    let keys = KeyDispatcher(stage: stage, table: DiffKeys.table) { _ in nil }
    #expect(keys.handle(.character("w")) == .handled)
    let rows = TextGrid.text(stage.content(help: []), width: 24, height: 9).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    #expect(
      Array(rows[1...6]) == [
        "@@ -1 +1 @@", "-    return 1", "+    return", "     compute(alpha,", "     beta, gamma)",
        " }",
      ], "\(rows)")
  }
}
