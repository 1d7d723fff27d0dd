import Foundation
import Keys
import TerminalUI
import TestSupport
import Testing

/// The layout rules of the browser's rough-edges issue, at the widget level: layout gives
/// way by priority, nothing needed is cut, help scrolls, words wrap whole.
@Suite struct NarrowAndWideTests {
  /// Defect 4: at 80 columns the list footer lost `? help` and `q quit` first.
  @Test func theFooterKeepsTheLeaveKeyAndHelpAndDropsTheLeastImportant() {
    let hints = [
      ("Enter", "open the gist"), ("/", "filter as you type (Esc clears)"), ("Tab", "next tab"),
      ("r", "refresh"), ("n", "new gist"), ("q", "quit"), ("?", "help"),
    ]
    for width in [40, 60, 80, 100] {
      let line = TextGrid.text(HintBar(hints, pinnedLast: 2), width: width, height: 1)[0]
      #expect(line.contains("q quit") && line.contains("? help"), "\(width): \(line)")
      #expect(line.contains("Enter open the gist"), "\(width): the most important stays")
    }
    let narrow = TextGrid.text(HintBar(hints, pinnedLast: 2), width: 60, height: 1)[0]
    #expect(!narrow.contains("n new gist"), "the least important went first")
  }

  /// Defect 5: at 60 columns the description got 11 characters while the other columns
  /// kept their width; at 200 the description padded the row with blanks.
  @Test func optionalColumnsGiveWayBeforeTheDescription() {
    let list = ListView(
      columns: [
        .fixed(1), .flexible, .optional(8, rank: 1), .optional(14, rank: 0), .fixed(6),
        .fixed(14),
      ], count: { 0 }, row: { _ in [] })
    let at60 = list.columnWidths(total: 60)
    #expect(at60[2] == 0 && at60[3] == 0, "files and languages dropped at 60: \(at60)")
    #expect(at60[1] >= 28)
    let at80 = list.columnWidths(total: 80)
    #expect(at80[2] == 8 && at80[3] == 14 && at80[1] >= 28, "all kept at 80: \(at80)")
    let at70 = list.columnWidths(total: 70)
    #expect(at70[3] == 0 && at70[2] == 8, "languages go first: \(at70)")
    list.maximumFlexible = 90
    #expect(list.columnWidths(total: 200)[1] == 90)
  }

  /// Defect 5: the status bar became "dehub · you · …" at 60 columns.
  @Test func theStatusBarShortensItsRightSideFirst() {
    let bar = StatusBar(
      left: "dehub · you · 12 of 100 gists",
      right: [
        "4999/5000 requests left · updated just now", "4999 left · updated just now",
        "updated just now",
      ])
    let narrow = TextGrid.text(bar, width: 60, height: 1)[0]
    #expect(narrow.contains("dehub · you · 12 of 100 gists"), "\(narrow)")
    #expect(narrow.contains("updated just now"), "\(narrow)")
    let wide = TextGrid.text(bar, width: 100, height: 1)[0]
    #expect(wide.contains("4999/5000 requests left"), "\(wide)")
  }

  /// Defect 3: help could not scroll, so at 60x20 the detail's last keys were out of reach.
  @Test func helpScrollsToItsLastEntries() {
    let entries = (1...30).map { ("k\($0)", "action \($0)") }
    let help = HelpOverlay(title: "Gist", entries: entries)
    let first = TextGrid.text(help, width: 60, height: 20).joined(separator: "\n")
    #expect(first.contains("action 1 ") && !first.contains("action 30"))
    #expect(first.contains("of 30"), "it says there is more")
    help.jump(toEnd: true)
    let last = TextGrid.text(help, width: 60, height: 20).joined(separator: "\n")
    #expect(last.contains("action 30"))
    help.jump(toEnd: false)
    help.page(1)
    #expect(help.offset > 0)
    help.scroll(by: -100)
    #expect(help.offset == 0)
  }

  /// At 60x20 a help line wider than the box was cut mid-word with no sign ("Markdown
  /// rendered / as written (Markdo"), then with "…" (issue 57, item 30): it wraps under
  /// itself, every word shown, and the entries after it move down.
  @Test func aHelpLineTooWideWraps() {
    let long = "Markdown rendered / as written (Markdown files), kept for the next gist opened"
    let help = HelpOverlay(title: "Gist", entries: [("m", long), ("w", "wrap")])
    let rows = TextGrid.text(help, width: 60, height: 20)
    let at = rows.firstIndex { $0.contains("Markdown rendered") } ?? 0
    #expect(!rows[at].contains("…"), "\(rows[at])")
    #expect(rows[at + 1].contains("gist opened"), "\(rows)")
    #expect(rows[at + 2].contains("w wrap"), "\(rows)")
  }

  /// Wrapped entries take more rows: at the end, help still shows the last entry.
  @Test func helpWithWrappedEntriesReachesItsLast() {
    let long = "a very long action that wraps over several rows of a narrow help box"
    let entries = (1...30).map { ("k\($0)", $0 % 3 == 0 ? long : "action \($0)") }
    let help = HelpOverlay(title: "Gist", entries: entries)
    _ = TextGrid.text(help, width: 40, height: 20)
    help.jump(toEnd: true)
    let last = TextGrid.text(help, width: 40, height: 20).joined(separator: "\n")
    #expect(last.contains("k30"), "\(last)")
    #expect(last.contains("of 30"))
  }

  /// Defect 11: wrapping broke words ("jitt / er").
  @Test func wrappingKeepsWordsWhole() {
    let rows = TextView.wrapForTesting("retries with exponential backoff and jitter", width: 20)
    #expect(rows == ["retries with ", "exponential backoff ", "and jitter"])
    #expect(
      TextView.wrapForTesting("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
  }

  /// Defect 9: a click on a tab label did nothing.
  @Test func aClickOnATabNamesIt() {
    let tabs = Tabs(["Mine", "Starred", "Public", "User"])
    _ = TextGrid.text(tabs, width: 80, height: 1)
    #expect(tabs.tab(clickedBy: MouseEvent(kind: .press(button: 1), x: 10, y: 0)) == 1)
    #expect(tabs.tab(clickedBy: MouseEvent(kind: .press(button: 1), x: 1, y: 0)) == 0)
    #expect(tabs.tab(clickedBy: MouseEvent(kind: .press(button: 1), x: 10, y: 3)) == nil)
    #expect(tabs.tab(clickedBy: MouseEvent(kind: .wheelDown, x: 10, y: 0)) == nil)
  }
}

/// A reason in an empty state is never cut: it wraps at spaces.
@Suite struct EmptyStateWrapTests {
  @Test func aLongSubtitleWraps() {
    let view = EmptyStateView(
      picture: [], title: "Not loaded",
      subtitle:
        "The file could not be loaded: The connection to 127.0.0.1 broke. Press r to try again.")
    let rows = TextGrid.text(view, width: 40, height: 8)
    let words = rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(words.contains("127.0.0.1 broke. Press r to try again."), "\(rows)")
    #expect(rows.allSatisfy { $0.count <= 40 })
  }
}
