import App
import AppLogic
import TerminalUI
import Testing

/// Help is made from each screen's key table; these tests hold the other half: every key a
/// table lists does something, and no key outside it (and the shell's) does anything, so
/// help and behaviour cannot drift apart.
@Suite struct HelpMatchesKeysTests {
  /// A screen: a fresh Stage's key handler for each key, and the keys its table lists.
  struct Screen: Sendable {
    var name: String
    var handler: @Sendable @MainActor () -> (Key) -> Bool
    var listed: [Key]
  }

  static let screens: [Screen] = [
    Screen(
      name: "list", handler: { CursesGistListStage(account: "a").handle },
      listed: CursesGistListStage.table.flatMap(\.keys)),
    Screen(
      name: "detail", handler: { CursesGistDetailStage().handle },
      listed: CursesGistDetailStage.table.flatMap(\.keys)),
    Screen(
      name: "history", handler: { CursesHistoryStage().handle },
      listed: CursesHistoryStage.table.flatMap(\.keys)),
    Screen(
      name: "comments", handler: { CursesCommentsStage().handle },
      listed: CursesCommentsStage.table.flatMap(\.keys)),
    Screen(
      name: "options", handler: { CursesOptionsStage().handle },
      listed: CursesOptionsStage.table.flatMap(\.keys)),
    Screen(
      name: "compose", handler: { CursesComposeStage().handle },
      listed: CursesComposeStage.table.flatMap(\.keys)),
    Screen(
      name: "drafts", handler: { CursesDraftsStage().handle },
      listed: CursesDraftsStage.table.flatMap(\.keys)),
    Screen(
      name: "diff", handler: { CursesDiffStage().handle },
      listed: CursesDiffStage.table.flatMap(\.keys)),
    Screen(
      name: "lookup", handler: { CursesLookupStage().handle },
      listed: CursesLookupStage.table.flatMap(\.keys)),
  ]

  /// Every key a user might press.
  static let candidates: [Key] =
    (32...126).map { Key.character(Character(UnicodeScalar(UInt8($0)))) }
    + "abcdefghijklmnopqrstuvwxyz".map { Key.ctrl($0) }
    + [
      .enter, .escape, .tab, .backTab, .backspace, .delete, .insert, .up, .down, .left, .right,
      .home, .end, .pageUp, .pageDown, .function(1), .function(5),
    ]

  @MainActor @Test(arguments: screens.map(\.name))
  func everyListedKeyWorksAndNoOtherKeyDoes(_ name: String) throws {
    let screen = try #require(Self.screens.first { $0.name == name })
    for key in Self.candidates {
      let handled = screen.handler()(key)
      if screen.listed.contains(key) {
        #expect(handled, "\(name): \(key.label) is in help but does nothing")
      } else {
        #expect(!handled, "\(name): \(key.label) works but help does not list it")
      }
    }
  }
}
