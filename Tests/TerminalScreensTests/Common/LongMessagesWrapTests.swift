import Foundation
import ScreenLogic
import TerminalScreens
import TerminalUI
import TestSupport
import Testing

/// Issue 28: a login or connection error longer than the screen was cut at its width. It
/// wraps onto as many rows as it needs, at most three, the last ending in `…` when there
/// is still more.
@Suite struct LongMessagesWrapTests {
  static let tls =
    "The secure connection to github.example.internal failed: the server certificate "
    + "is not trusted (unable to get local issuer certificate)."

  @Test(arguments: [60, 80])
  func aLoginErrorWrapsWhole(width: Int) {
    let stage = CursesLoginStage()
    stage.showError(Self.tls)
    let rows = TextGrid.text(stage.content(help: []), width: width, height: 24)
    #expect(TextGrid.words(rows).contains(Self.tls), "\(rows)")
  }

  @Test(arguments: [60, 80])
  func aScreensMessageWrapsWhole(width: Int) {
    let stage = CursesDiffStage()
    stage.showNotice(Self.tls)
    let rows = TextGrid.text(stage.content(help: []), width: width, height: 24)
    #expect(TextGrid.words(rows).contains(Self.tls), "\(rows)")
  }

  @Test func aVeryLongMessageStopsAtThreeRows() {
    let stage = CursesDiffStage()
    let long = (1...60).map { "word\($0)" }.joined(separator: " ")
    stage.showNotice(long)
    let rows = TextGrid.text(stage.content(help: []), width: 60, height: 24)
    let shown = rows.filter { $0.contains("word") }
    #expect(shown.count == 3, "\(rows)")
    #expect(shown.last?.trimmingCharacters(in: .whitespaces).hasSuffix("…") == true)
    #expect(shown.allSatisfy { $0.count <= 60 })
  }
}
