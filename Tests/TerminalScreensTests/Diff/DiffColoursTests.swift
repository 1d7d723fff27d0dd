import GistWork
import ScreenLogic
import TerminalScreens
import TerminalUI
import TestSupport
import Testing

/// Issue 35: on a removed line of a diff, a string literal took the highlighter's green and
/// read as added. A changed line is in its own colour; context lines keep the highlighting.
@Suite struct DiffColoursTests {
  /// The styles of the cells that hold `text` on the first row showing it, drawn as the diff
  /// screen draws.
  static func styles(of text: String, in lines: [DiffLine]) -> Set<String> {
    let stage = CursesDiffStage()
    stage.showLines(lines)
    let drawing = TextGrid.drawing(stage.content(help: []), width: 80, height: 12)
    // Each cell is its character then its style's number.
    for row in drawing {
      var characters = ""
      var styles: [String] = []
      var index = row.startIndex
      while index < row.endIndex {
        characters.append(row[index])
        index = row.index(after: index)
        var number = ""
        while index < row.endIndex, row[index].isNumber {
          number.append(row[index])
          index = row.index(after: index)
        }
        styles.append(number)
      }
      if let found = characters.range(of: text) {
        let start = characters.distance(from: characters.startIndex, to: found.lowerBound)
        return Set(styles[start..<start + text.count])
      }
    }
    return []
  }

  static func line(_ kind: DiffLine.Kind, _ text: String) -> DiffLine {
    var line = DiffLine(kind, text)
    line.filename = "a.swift"
    line.language = "Swift"
    return line
  }

  @Test func aChangedLinesColourWinsOverTheHighlighter() {
    let removed = Self.styles(
      of: "gone", in: [Self.line(.removed, "-let s = \"gone\""), Self.line(.context, " x")])
    #expect(removed == [String(Style.error.rawValue)], "\(removed)")
    let added = Self.styles(of: "here", in: [Self.line(.added, "+let s = \"here\"")])
    #expect(added == [String(Style.success.rawValue)], "\(added)")
    let context = Self.styles(of: "kept", in: [Self.line(.context, " let s = \"kept\"")])
    #expect(context == [String(Style.string.rawValue)], "context lines keep it: \(context)")
  }
}
