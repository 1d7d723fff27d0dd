import TerminalUI
import Testing

extension CursesTests {
  /// Issue 35, item 4: a gist with 300 files drew its first tabs only, whichever file was
  /// open. The strip scrolls to keep the active tab in view, with `‹` and `›` where tabs
  /// are off either side.
  @Suite struct TabStripTests {
    static let names = (1...300).map { "file\($0).py" }

    @Test(arguments: [60, 80])
    func theActiveTabIsAlwaysShown(columns: Int) throws {
      let test = try TestScreen(columns: columns, rows: 16)
      let tabs = Tabs(Self.names, selected: 0)
      var row = test.render(tabs)[0]
      #expect(row.hasPrefix(" file1.py ") && row.hasSuffix("›"), "\(row)")
      for selected in [1, 17, 150, 299, 0, 42] {
        tabs.selected = selected
        // A space ends the row: the screen's rows come back without their trailing spaces.
        row = test.render(tabs)[0] + " "
        #expect(row.contains(" \(Self.names[selected]) "), "\(selected): \(row)")
        #expect(row.count <= columns + 1)
        let active = try #require(row.range(of: " \(Self.names[selected]) "))
        let x = row.distance(from: row.startIndex, to: active.lowerBound)
        #expect(test.screen.cell(x: x + 1, y: 0).style == .tabActive, "\(selected): \(row)")
        #expect(tabs.tab(atColumn: x + 1) == selected)
        #expect(row.hasPrefix("‹") == (selected > 1), "\(selected): \(row)")
        #expect(row.hasSuffix("› ") == (selected < 299), "\(selected): \(row)")
      }
    }

    /// Issue 35, item 5: longer titles (a file's language and size) where there is room,
    /// the names alone when the row is tight; scrolling, the active tab keeps its detail.
    @Test func longerTitlesShowWhereThereIsRoom() throws {
      let test = try TestScreen(columns: 80, rows: 16)
      let tabs = Tabs(["main.py", "util.py"], selected: 0)
      tabs.detailedTitles = [
        ["main.py · Python · 1.2 KB", "main.py · 1.2 KB"], ["util.py · Python · 300 B"],
      ]
      #expect(
        test.render(tabs)[0] == " main.py · Python · 1.2 KB   util.py · Python · 300 B")
      tabs.titles += (3...6).map { "module\($0).py" }
      #expect(
        test.render(tabs)[0]
          == " main.py · 1.2 KB   util.py   module3.py   module4.py   module5.py   module6.py")
      tabs.titles += (7...20).map { "module\($0).py" }
      #expect(test.render(tabs)[0].hasPrefix(" main.py · Python · 1.2 KB   util.py   module3.py"))
    }

    @Test func movingOneTabOnScrollsNoMoreThanNeeded() throws {
      let test = try TestScreen(columns: 80, rows: 16)
      let tabs = Tabs(Self.names, selected: 0)
      let first = test.render(tabs)[0]
      tabs.selected = 1
      #expect(test.render(tabs)[0] == first, "a tab already in view moves nothing")
    }
  }
}
