import GistValues
import ScreenLogic
import TerminalScreens
import TerminalUI
import TestSupport
import Testing

/// Issue 35, items 4 and 5: the detail's file strip shows the open file's tab however many
/// files the gist has, and says each file's language and size where there is room.
@Suite struct FileTabsTests {
  /// The rows of a detail showing `files`, the one at `selected` open.
  static func rows(_ files: [GistFile], selected: Int, width: Int) -> [String] {
    let stage = CursesGistDetailStage()
    stage.showHeader(GistHeader(Gist(id: "g", description: "many", files: files), isStarred: false))
    stage.showFiles(files.map(FileTab.init), selected: selected)
    stage.showContent(.text("x", language: nil))
    stage.setContentStatus(.hasContent)
    return TextGrid.text(stage.content(help: []), width: width, height: 24)
  }

  @Test(arguments: [60, 80])
  func theOpenFilesTabShowsAmongThreeHundred(width: Int) throws {
    let files = (1...300).map {
      GistFile(filename: "file\($0).py", language: "Python", size: 1_234, content: "x")
    }
    let rows = Self.rows(files, selected: 250, width: width)
    let strip = try #require(rows.first { $0.contains("file251.py") }, "\(rows)")
    #expect(strip.hasPrefix("‹") && strip.trimmingSuffix().hasSuffix("›"), "\(strip)")
    #expect(strip.contains("file251.py · Python · 1.2 KB"), "\(strip)")
  }

  @Test func aRoomyStripSaysLanguageAndSize() {
    let files = [
      GistFile(filename: "main.py", language: "Python", size: 1_234, content: "x"),
      GistFile(filename: "notes", size: 80, content: "x"),
    ]
    let rows = Self.rows(files, selected: 0, width: 80)
    #expect(rows.contains { $0.hasPrefix(" main.py · Python · 1.2 KB   notes · 80 B") }, "\(rows)")
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate func trimmingSuffix() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
