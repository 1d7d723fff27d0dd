import Foundation
import Keys
import Reactive
import ScreenLogic
import Store
import TerminalScreens
import TestSupport
import Testing

/// Issue 31: a scene covered by another is still open. The compose screen under the diff of
/// its changes (as under the diff of a conflict) says nothing and keeps its draft; closing
/// it still keeps the draft and says so.
@Suite struct CoveredIsNotClosedTests {
  @Test func aDiffOverComposeDoesNotCloseIt() throws {
    let board = try OfflineSwitchboard()
    let (host, stack) = (board.host, board.stack)
    board.switchboard.go(
      .push(.compose(Draft(description: "", files: ["a.txt": "text\n"], isPublic: false))))
    let compose = try #require(stack.scenes.last)
    // A change made on the screen: a description typed at D's question.
    let describe = try #require(compose.key(for: "description"))
    let keys = [describe] + "notes".map { Key.character($0) } + [.enter]
    for key in keys { #expect(compose.handle(key) == .handled) }
    #expect(host.drafts.all().map(\.description) == ["notes"])

    #expect(compose.handle(try #require(compose.key(for: "diff"))) == .handled)
    #expect(stack.kinds == ["ComposeScene", "DiffScene"])
    #expect(board.toasts.isEmpty, "covered is not closed")
    stack.pop()
    #expect(stack.kinds == ["ComposeScene"])
    #expect(board.toasts.isEmpty)
    #expect(host.drafts.all().map(\.description) == ["notes"])

    stack.pop()
    #expect(board.toasts == ["Kept as a draft · D in the gist list opens your drafts"])
    #expect(host.drafts.all().map(\.description) == ["notes"])
  }
}
