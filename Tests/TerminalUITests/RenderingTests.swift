import CNCurses
import Foundation
import Keys
import TerminalUI
import Testing

/// Widgets on a real ncurses screen, read back cell by cell. Curses is one global state, so
/// these run one at a time.
extension CursesTests {
  @Suite struct RenderingTests {
    /// A screen closed by its holder (the test driver closes its app's where it drew) draws
    /// nothing after and frees nothing twice, whichever thread lets it go last; and a
    /// second screen leaves the process's locale as the first set it (set once: other
    /// threads read it).
    @Test func aClosedScreenDrawsNothingAndTheLocaleIsSetOnce() throws {
      let test = try TestScreen(columns: 40, rows: 10)
      let locale = String(cString: setlocale(LC_CTYPE, nil))
      test.render(Label("before"))
      test.screen.close()
      let written = test.bytesWritten
      test.screen.render(Label("after"))
      test.screen.resize(columns: 50, rows: 12)
      test.screen.close()
      #expect(test.screen.snapshot().isEmpty)
      #expect(test.bytesWritten == written)
      let second = try TestScreen()
      #expect(String(cString: setlocale(LC_CTYPE, nil)) == locale)
      #expect(second.render(Label("x")).first == "x")
    }

    @Test func hostileTextIsDrawnAsPlaceholders() throws {
      let test = try TestScreen()
      let rows = test.render(Label("x\u{1B}[2J\u{1B}]0;title\u{07}\u{9B}y\u{202E}z"))
      #expect(rows[0] == "x␛[2J␛]0;title␇<U+009B>y<U+202E>z")
      let raw = try String(contentsOf: test.file, encoding: .utf8)
      #expect(!raw.contains("\u{1B}]0;title"))
      #expect(!raw.contains("\u{202E}"))
    }

    /// Issue 19, item 11: columns shifted after ZWJ sequences, flags and skin tones (our
    /// width disagreed with curses' and the terminal's). What is drawn is measured alike
    /// everywhere, and text after it lands where the layout put it.
    @Test func emojiSequencesTakeTheColumnsTheLayoutGaveThem() throws {
      let cases: [(text: String, drawn: String)] = [
        ("👨‍👩‍👧", "👨👩👧"), ("👍🏽", "👍"), ("🇯🇵", "JP"), ("❤️", "❤"), ("🏳️‍🌈", "🏳🌈"),
        ("e\u{301}", "e\u{301}"),
      ]
      for (text, drawn) in cases {
        let test = try TestScreen(columns: 60, rows: 16)
        let rows = test.render(
          Canvas { _, surface in
            let width = surface.put(text, x: 0, y: 0, style: .normal, maxWidth: 60)
            surface.put("|after", x: width, y: 0, style: .normal, maxWidth: 60)
          })
        #expect(rows[0].hasPrefix(drawn + "|after"), "\(text): \(rows[0])")
        #expect(DisplayWidth.of(text) == DisplayWidth.of(drawn), "\(text)")
      }
    }

    @Test func wideTextTakesTwoColumnsAndClipsCleanly() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      test.render(
        Canvas { _, surface in
          surface.put("日本語abc", x: 0, y: 0)
          surface.put("🎉x", x: 0, y: 1)
          surface.put("日本語テキスト", x: 0, y: 2, style: .normal, maxWidth: 5)
          surface.put("edge日", x: 55, y: 3)
        })
      #expect(test.screen.cell(x: 0, y: 0).text == "日")
      #expect(test.screen.cell(x: 2, y: 0).text == "本")
      #expect(test.screen.cell(x: 6, y: 0).text == "a")
      #expect(test.screen.cell(x: 2, y: 1).text == "x")
      #expect(test.screen.text(row: 2) == "日本")
      #expect(test.screen.text(row: 3).hasSuffix("edge"))
      #expect(test.screen.text(row: 4) == "")
    }

    @Test func listIsVirtualisedAndShowsSelectionAndMatches() throws {
      let test = try TestScreen()
      var asked: Set<Int> = []
      let list = ListView(columns: [.flexible, .fixed(6)], count: { 10_000 }) { index in
        asked.insert(index)
        return [ListView.Cell("gist number \(index)"), ListView.Cell("\(index % 7)", style: .dim)]
      }
      list.highlight = "NUMBER"
      test.render(VStack([Label("header"), list]))
      #expect(asked.count == 29)
      #expect(test.screen.text(row: 1).hasPrefix("gist number 0"))
      #expect(test.screen.cell(x: 0, y: 1).style == .selected)
      // Issue 57, item 26: the match on the selected row keeps the bar's colours.
      #expect(test.screen.cell(x: 5, y: 1).style == .selectedMatch)
      #expect(test.screen.cell(x: 5, y: 2).style == .match)
      #expect(test.screen.cell(x: 0, y: 2).style == .normal)
      asked.removeAll()
      list.select(9_999)
      test.render(VStack([Label("header"), list]))
      #expect(asked.count == 29)
      #expect(test.screen.text(row: 29).hasPrefix("gist number 9999"))
      #expect(test.screen.cell(x: 0, y: 29).style == .selected)
      list.page(-1)
      #expect(list.selection == 9_999 - 28)
      #expect(list.row(atScreenRow: 1, originY: 1) == list.offset)
    }

    @Test func textViewNumbersScrollsAndWraps() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let view = TextView()
      view.setText(
        (1...100).map { "line \($0)\t" + String(repeating: "x", count: $0 % 80) }.joined(
          separator: "\n"))
      test.render(view)
      #expect(test.screen.text(row: 0).hasPrefix("  1 line 1"))
      view.page(1)
      test.render(view)
      #expect(test.screen.text(row: 0).hasPrefix(" 16 line 16"))
      view.jump(toEnd: true)
      test.render(view)
      #expect(test.screen.text(row: 15).hasPrefix("100 line 100"))
      view.jump(toEnd: false)
      view.scrollHorizontally(by: 5)
      test.render(view)
      #expect(test.screen.text(row: 0).hasPrefix("  1 1"))
      view.scroll(by: 70)
      view.wraps = true
      test.render(view)
      #expect(test.screen.text(row: 0).hasPrefix(" 71 line 71"))
      #expect(test.screen.text(row: 1).hasPrefix("    x"))
      view.showsLineNumbers = false
      test.render(view)
      #expect(test.screen.text(row: 0).hasPrefix("line 71"))
    }

    /// Issue 35, item 2: with wrap on, scrolling goes by wrapped rows, so `G`, PgDn and `j`
    /// reach the text's last row past a line longer than the screen (they stopped inside it,
    /// counting lines).
    @Test func wrappedTextScrollsByRowsToTheLastLine() throws {
      let test = try TestScreen(columns: 80, rows: 20)
      let view = TextView()
      let lines = (1...38).map { number in
        number == 34
          ? (0..<108).map { "w\($0 % 10)xx" }.joined(separator: " ")
          : "line \(number)"
      }
      view.setText(lines.joined(separator: "\n"))
      view.wraps = true
      test.render(view)
      #expect(test.screen.text(row: 0).hasPrefix(" 1 line 1"))
      view.jump(toEnd: true)
      test.render(view)
      #expect(test.screen.text(row: 19).hasPrefix("38 line 38"), "\(test.screen.text(row: 19))")
      #expect(view.lastVisibleLine == 37)
      // Page by page from the top, and row by row: both end on the last row too.
      view.jump(toEnd: false)
      for _ in 0..<10 { view.page(1) }
      test.render(view)
      #expect(test.screen.text(row: 19).hasPrefix("38 line 38"))
      view.jump(toEnd: false)
      for _ in 0..<100 { view.scroll(by: 1) }
      test.render(view)
      #expect(test.screen.text(row: 19).hasPrefix("38 line 38"))
      // One row up shows the row of line 34 before; moving back up reaches the top.
      view.scroll(by: -1)
      test.render(view)
      #expect(test.screen.text(row: 19).hasPrefix("37 line 37"))
      view.scroll(by: -1000)
      test.render(view)
      #expect(test.screen.text(row: 0).hasPrefix(" 1 line 1"))
      // Without wrap, the last page is lines again.
      view.wraps = false
      view.jump(toEnd: true)
      test.render(view)
      #expect(test.screen.text(row: 19).hasPrefix("38 line 38"))
      #expect(test.screen.text(row: 0).hasPrefix("19 line 19"))
    }

    @Test func textViewStylesRuns() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let view = TextView()
      view.setText("let x = 42 // answer")
      view.styler = { _, _ in
        [
          TextView.Run(start: 0, length: 3, style: .keyword),
          TextView.Run(start: 8, length: 2, style: .number),
        ]
      }
      test.render(view)
      #expect(test.screen.cell(x: 2, y: 0).style == .keyword)
      #expect(test.screen.cell(x: 10, y: 0).style == .number)
      #expect(test.screen.cell(x: 6, y: 0).style == .normal)
    }

    @Test func aLargeTextScrollsByThePage() throws {
      let test = try TestScreen()
      let line = String(repeating: "abcdefghij", count: 10)
      let text = Array(repeating: line, count: 52_429).joined(separator: "\n")
      #expect(text.utf8.count > 5_000_000)
      let view = TextView()
      view.setText(text)
      view.jump(toEnd: true)
      test.render(view)
      #expect(test.screen.text(row: 29).hasPrefix("52429 abcdefghij"))
    }

    @Test func textFieldShowsCursorAndSecret() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let field = TextField(text: "ghp_secret", secret: true)
      test.render(field)
      #expect(test.screen.text(row: 0) == String(repeating: "•", count: 10))
      field.isSecret = false
      field.text = String(repeating: "x", count: 100)
      test.render(field)
      #expect(test.screen.text(row: 0) == String(repeating: "x", count: 59))
      let empty = TextField(placeholder: "search")
      test.render(empty)
      #expect(test.screen.text(row: 0) == "search")
      #expect(test.screen.cell(x: 0, y: 0).style == .dim)
    }

    @Test func barsTabsDialogsAndEmptyState() throws {
      let test = try TestScreen(columns: 80, rows: 24)
      let tabs = Tabs(["Mine", "Starred", "Public", "User"], selected: 1)
      let root = VStack([
        tabs,
        EmptyStateView(picture: ["[ ]"], title: "No gists yet", subtitle: "press n to create one"),
        StatusBar(left: "octocat", right: "offline since 10:02"),
        HintBar([("?", "help"), ("q", "quit")]),
      ])
      let rows = test.render(root)
      #expect(rows[0].hasPrefix(" Mine   Starred   Public   User"))
      #expect(test.screen.cell(x: 8, y: 0).style == .tabActive)
      #expect(rows.contains { $0.contains("No gists yet") })
      #expect(rows.contains { $0.contains("press n to create one") })
      #expect(rows[22].hasPrefix(" octocat") && rows[22].hasSuffix("offline since 10:02"))
      #expect(test.screen.cell(x: 0, y: 22).style == .status)
      #expect(rows[23] == " ? help  q quit")
      #expect(tabs.tab(atColumn: 9) == 1)

      let dialog = Modal.confirm(
        title: "Delete gist?", message: ["It will be gone."], action: "Delete")
      let shown = test.render(Overlay(base: root, top: dialog))
      #expect(shown.contains { $0.contains("┌─ Delete gist? ") })
      #expect(shown.contains { $0.contains("[ Cancel ]  [ Delete ]") })
      dialog.move(by: 1)
      #expect(dialog.selected == 1)

      let help = HelpOverlay(title: "Keys", entries: [("j k", "move"), ("Enter", "open")])
      let helped = test.render(Overlay(base: root, top: help))
      #expect(helped.contains { $0.contains("│ j k   move") })
      #expect(helped.contains { $0.contains("│ Enter open") })
    }

    @Test func aRowOfFixedWidgetsTakesOneLine() {
      let row = HStack([(widget: Label("/"), width: 1), (widget: TextField(), width: nil)])
      #expect(row.preferredHeight(width: 80) == 1)
      let stack = VStack([row, Canvas { _, _ in }])
      #expect(stack.layout(in: Rect(x: 0, y: 0, width: 80, height: 10)).map(\.height) == [1, 9])
    }

    @Test func stacksShareTheSpace() {
      let stack = VStack([Label("a"), Canvas { _, _ in }, Label("b"), Canvas { _, _ in }])
      let areas = stack.layout(in: Rect(x: 0, y: 0, width: 10, height: 11))
      #expect(areas.map(\.height) == [1, 5, 1, 4])
      #expect(areas.map(\.y) == [0, 1, 6, 7])
    }

    @Test func galleryAt100x30And80x24AndTooSmall() throws {
      let test = try TestScreen()
      let gallery = WidgetGallery()
      var rows = test.render(gallery.content())
      #expect(rows[0] == "dehub widget gallery")
      #expect(rows.contains { $0.contains("日本語のメモ — 東京") })
      #expect(rows.contains { $0.contains("evil␛]0;pwned␇␛[2J") })
      #expect(rows[29].hasPrefix(" ↑ ↓ j k move"))
      test.screen.resize(columns: 80, rows: 24)
      rows = test.render(gallery.content())
      #expect(rows.count == 24)
      #expect(rows[23].hasPrefix(" ↑ ↓ j k move"))
      #expect(rows[22].hasSuffix("updated just now"))
      test.screen.resize(columns: 50, rows: 12)
      rows = test.render(gallery.content())
      #expect(rows.contains { $0.contains("Terminal too small (50x12)") })
      #expect(rows.contains { $0.contains("Ctrl-C quits") })
      test.screen.resize(columns: 100, rows: 30)
      _ = gallery.handle(.character("/"))
      for character in "emoji" { _ = gallery.handle(.character(character)) }
      rows = test.render(gallery.content())
      #expect(rows[3].hasPrefix("Emoji party"))
      #expect(test.screen.cell(x: 0, y: 3).style == .selectedMatch)
      #expect(test.screen.cell(x: 8, y: 3).style == .selected)
      _ = gallery.handle(.escape)
      #expect(gallery.handle(.character("q")) == .quit)
    }

    @Test func theMouseScrollsSelectsAndActivatesWhereTheListWasDrawn() throws {
      let test = try TestScreen()
      let list = ListView(count: { 100 }) { [ListView.Cell("row \($0)")] }
      test.render(VStack([Label("header"), Label("filter"), list]))
      #expect(list.handleMouse(MouseEvent(kind: .wheelDown, x: 3, y: 5)) == .moved)
      #expect(list.selection == 3)
      #expect(list.handleMouse(MouseEvent(kind: .press(button: 1), x: 3, y: 2)) == .moved)
      #expect(list.selection == 0)
      #expect(list.handleMouse(MouseEvent(kind: .press(button: 1), x: 3, y: 2)) == .activated)
      #expect(list.handleMouse(MouseEvent(kind: .press(button: 1), x: 3, y: 0)) == .ignored)
      #expect(list.handleMouse(MouseEvent(kind: .release, x: 3, y: 4)) == .ignored)
      #expect(list.handleMouse(MouseEvent(kind: .wheelUp, x: 3, y: 4)) == .moved)
      #expect(list.selection == 0)
    }

    @Test func oneRowMoveWritesFewBytes() throws {
      let test = try TestScreen()
      let list = ListView(columns: [.flexible, .fixed(10)], count: { 10_000 }) {
        [
          ListView.Cell("row \($0) with a description"),
          ListView.Cell("\($0 % 9) files", style: .dim),
        ]
      }
      test.render(list)
      let before = test.bytesWritten
      list.moveSelection(by: 1)
      test.render(list)
      let written = test.bytesWritten - before
      #expect(written > 0)
      #expect(written < 500)
    }

    @Test func everyNamedTerminalTypeWorksAndNoColorIsMonochrome() throws {
      for term in ["xterm-256color", "screen-256color", "tmux-256color", "xterm", "linux", "vt100"]
      {
        let test = try TestScreen(columns: 80, rows: 24, term: term)
        let rows = test.render(Label("hello \(term)"))
        #expect(rows[0] == "hello \(term)")
        #expect(test.screen.theme.usesColor == (term != "vt100"))
      }
      let plain = try TestScreen(environment: ["NO_COLOR": "1"])
      #expect(!plain.screen.theme.usesColor)
      plain.render(ListView(count: { 3 }) { [ListView.Cell("row \($0)")] })
      #expect(plain.screen.cell(x: 0, y: 0).style == .selected)
      #expect(throws: TerminalError.self) { try TestScreen(term: "no-such-terminal") }
      // Issue 28, item 9: TERM=dumb started a broken full-screen view; it cannot move the
      // cursor, and is refused with a sentence.
      #expect(throws: TerminalError.cannotAddressCursor("dumb")) { try TestScreen(term: "dumb") }
    }

    @Test func widthAgreesWithTheCLibrary() {
      setlocale(LC_CTYPE, "C.UTF-8")
      for text in ["a", "é", "日", "語", "한", "ｆ", "\u{301}", "\u{200B}", "€", "→", "☃"] {
        let scalar = text.unicodeScalars.first!
        let libc = Int(dehub_wcwidth(wchar_t(bitPattern: scalar.value)))
        #expect(DisplayWidth.of(scalar) == max(0, libc), "\(text)")
      }
    }
  }
}
