import Foundation
import GistValues
import GistWork
import Keys
import Reactive
import ScreenLogic
import TerminalScreens
import TerminalUI
import TestSupport
import Testing

/// Help is made from each screen's key table; these tests hold the other half: every key a
/// table lists does something a user can see (it names an intent for the Director, or it
/// changes the screen: scrolls, moves the highlight, opens a field), and no key outside the
/// table (and the shell's) does anything. A key that only returned "handled" would fail.
@Suite struct HelpMatchesKeysTests {
  /// A Stage with content, as the test sees it: its key handler, what it draws, and how
  /// many intents it has named so far.
  struct Probe {
    var handle: (Key) -> KeyOutcome
    var draw: () -> [String]
    var named: () -> Int
    /// Help's entries as they stand.
    var help: () -> [(keys: String, action: String)]
    /// The screen's table: each binding's keys and action, and whether it sends an intent
    /// now (an action about a highlighted item sends none with nothing highlighted).
    var table: [(keys: [Key], action: String, sends: Bool)]
  }

  /// A screen: a fresh Stage with content, and the keys its table lists.
  struct Screen: Sendable {
    var name: String
    /// A fresh Stage; `refusing`: its Director calls every intent unavailable ("not now").
    var make: @Sendable @MainActor (_ refusing: Bool) -> Probe
    var listed: [Key]
  }

  /// Counts what an observable sends.
  final class Counter {
    var count = 0
    let bag = DisposeBag()
    func count<T>(_ observable: Observable<T>) {
      observable.subscribe(onNext: { [unowned self] _ in count += 1 }).disposed(by: bag)
    }
  }

  static func probe<S: KeyedStage>(
    _ stage: S, _ table: [KeyBinding<S.Intent, S.Item>], _ counter: Counter, _ refusing: Bool
  ) -> Probe {
    let keys = KeyDispatcher(stage: stage, table: table) { _ in refusing ? "not now" : nil }
    return Probe(
      handle: { keys.handle($0) },
      draw: { TextGrid.drawing(stage.content(help: keys.helpEntries)) },
      named: { counter.count }, help: { keys.helpEntries },
      table: table.map {
        ($0.keys, $0.action, $0.intent(highlighted: stage.highlighted) != nil)
      })
  }

  static let long = (1...200).map { "line \($0) " + String(repeating: "x", count: $0 % 150) }
  static let gist = Gist(id: "g", description: "A gist", files: [GistFile(filename: "a.swift")])

  static let screens: [Screen] = [
    Screen(
      name: "list",
      make: { refusing in
        let stage = CursesGistListStage(account: "a")
        let counter = Counter()
        counter.count(stage.intents)
        counter.count(stage.fieldText)
        stage.showRows(
          (0..<50).map { GistRow(Gist(id: "g\($0)", description: "gist \($0)", files: [])) },
          selected: "g25", highlight: "")
        stage.setContentStatus(.hasContent)
        return probe(stage, GistListKeys.table, counter, refusing)
      }, listed: GistListKeys.table.flatMap(\.keys)),
    Screen(
      name: "detail",
      make: { refusing in
        let stage = CursesGistDetailStage()
        let counter = Counter()
        counter.count(stage.intents)
        stage.showHeader(GistHeader(gist, isStarred: false))
        stage.showFiles([FileTab(name: "a.swift"), FileTab(name: "b.py")], selected: 0)
        stage.showContent(.text(long.joined(separator: "\n"), language: nil))
        stage.setContentStatus(.hasContent)
        return probe(stage, GistDetailKeys.table, counter, refusing)
      }, listed: GistDetailKeys.table.flatMap(\.keys)),
    Screen(
      name: "history",
      make: { refusing in
        let stage = CursesHistoryStage()
        let counter = Counter()
        counter.count(stage.intents)
        stage.showCommits((0..<40).map { GistCommit(version: "v\($0)", additions: $0) })
        stage.setContentStatus(.hasContent)
        return probe(stage, HistoryKeys.table, counter, refusing)
      }, listed: HistoryKeys.table.flatMap(\.keys)),
    Screen(
      name: "comments",
      make: { refusing in
        let stage = CursesCommentsStage()
        let counter = Counter()
        counter.count(stage.intents)
        stage.showComments(
          (0..<40).map {
            CommentRow(
              id: $0, author: "u\($0)", createdAt: nil, preview: "comment \($0)",
              body: "comment \($0)")
          })
        stage.setContentStatus(.hasContent)
        return probe(stage, CommentsKeys.table, counter, refusing)
      }, listed: CommentsKeys.table.flatMap(\.keys)),
    Screen(
      name: "forks",
      make: { refusing in
        let stage = CursesForksStage()
        let counter = Counter()
        counter.count(stage.intents)
        stage.showForks(
          (0..<40).map {
            ForkRow(
              Gist(id: "f\($0)", description: "fork \($0)", owner: GistUser(login: "u", id: 1)))
          })
        stage.setContentStatus(.hasContent)
        return probe(stage, ForksKeys.table, counter, refusing)
      }, listed: ForksKeys.table.flatMap(\.keys)),
    Screen(
      name: "options",
      make: { refusing in
        let stage = CursesOptionsStage()
        let counter = Counter()
        counter.count(stage.toggled)
        stage.showOptions(AppOption.all.map { ($0, "[ ]") })
        return probe(stage, OptionsKeys.table, counter, refusing)
      }, listed: OptionsKeys.table.flatMap(\.keys)),
    Screen(
      name: "compose",
      make: { refusing in
        let stage = CursesComposeStage()
        let counter = Counter()
        counter.count(stage.intents)
        stage.showDraft(
          description: "d",
          files: (0..<5).map { ComposeFileRow(name: "f\($0).txt", lines: 1, isBlank: false) },
          visibility: "secret", noFiles: EmptyState(title: "", subtitle: ""))
        return probe(stage, ComposeKeys.table, counter, refusing)
      }, listed: ComposeKeys.table.flatMap(\.keys)),
    Screen(
      name: "drafts",
      make: { refusing in
        let stage = CursesDraftsStage()
        let counter = Counter()
        counter.count(stage.intents)
        stage.showDrafts(
          (0..<5).map {
            DraftRow(id: "d\($0)", name: "draft \($0)", fileCount: 1, savedAt: Date())
          },
          title: "5 unsent drafts")
        return probe(stage, DraftsKeys.table, counter, refusing)
      }, listed: DraftsKeys.table.flatMap(\.keys)),
    Screen(
      name: "links",
      make: { refusing in
        let stage = CursesLinksStage()
        let counter = Counter()
        counter.count(stage.intents)
        stage.showRows(
          (0..<30).map {
            LinkRow(
              file: LinkedFile(path: "/notes", name: "f\($0).txt"), local: "/notes/f\($0).txt",
              gist: "gist g1", name: "f\($0).txt", status: "changed here", tone: .changed)
          })
        stage.setContentStatus(.hasContent)
        return probe(stage, LinksKeys.table, counter, refusing)
      }, listed: LinksKeys.table.flatMap(\.keys)),
    Screen(
      name: "diff",
      make: { refusing in
        let stage = CursesDiffStage()
        let counter = Counter()
        counter.count(stage.intents)
        stage.showTitle("Changes")
        stage.showLines(long.map { DiffLine(.context, $0) })
        return probe(stage, DiffKeys.table, counter, refusing)
      }, listed: DiffKeys.table.flatMap(\.keys)),
    Screen(
      name: "lookup",
      make: { refusing in
        let stage = CursesLookupStage()
        let counter = Counter()
        counter.count(stage.intents)
        return probe(stage, LookupKeys.table, counter, refusing)
      }, listed: LookupKeys.table.flatMap(\.keys)),
  ]

  /// Where a key is tried: at the start, after going to the end, and from the middle
  /// scrolled sideways (so "up", "top" and "left" have somewhere to go).
  static let startingPoints: [[Key]] = [[], [.end], [.down, .down, .down, .right]]

  /// Every key a user might press.
  static let candidates: [Key] =
    (32...126).map { Key.character(Character(UnicodeScalar(UInt8($0)))) }
    + "abcdefghijklmnopqrstuvwxyz".map { Key.ctrl($0) }
    + [
      .enter, .escape, .tab, .backTab, .backspace, .delete, .insert, .up, .down, .left, .right,
      .home, .end, .pageUp, .pageDown, .function(1), .function(5),
    ]

  /// Whether `key` visibly does something from one of the starting points, and whether a
  /// Stage claimed it.
  @MainActor static func tryKey(_ key: Key, on screen: Screen) -> (effect: Bool, handled: Bool) {
    var effect = false
    var handled = false
    for start in startingPoints {
      let probe = screen.make(false)
      for key in start { _ = probe.handle(key) }
      let before = (probe.draw(), probe.named())
      let outcome = probe.handle(key)
      handled = outcome != .unhandled || handled
      if probe.named() != before.1 || probe.draw() != before.0 { effect = true }
      // The shell opens the palette on the screen's jumps (a gist's files).
      if case .choose = outcome { effect = true }
    }
    return (effect, handled)
  }

  @MainActor @Test(arguments: screens.map(\.name))
  func everyListedKeyWorksAndNoOtherKeyDoes(_ name: String) throws {
    let screen = try #require(Self.screens.first { $0.name == name })
    for key in Self.candidates {
      let (effect, handled) = Self.tryKey(key, on: screen)
      if screen.listed.contains(key) {
        #expect(effect, "\(name): \(key.label) is in help but does nothing a user can see")
      } else {
        #expect(!handled && !effect, "\(name): \(key.label) works but help does not list it")
      }
    }
  }

  /// The shell's half of availability, on every screen's real Stage: a key whose intent the
  /// Director calls unavailable is refused with the action and the reason, and never sent;
  /// help says the reason once beside the action.
  @MainActor @Test(arguments: screens.map(\.name))
  func anUnavailableKeyIsRefusedWithItsReasonAndNeverSent(_ name: String) throws {
    let screen = try #require(Self.screens.first { $0.name == name })
    let probe = screen.make(true)
    for binding in probe.table where binding.sends {
      for key in binding.keys {
        #expect(probe.handle(key) == .refused("\(binding.action): not now"), "\(name)")
      }
      #expect(
        probe.help().contains { $0.action == "\(binding.action) (unavailable: not now)" },
        "\(name): help does not say why \(binding.action) is refused")
    }
    #expect(probe.named() == 0, "\(name): a refused key reached the Director")
    for entry in probe.help() {
      #expect(entry.action.filter { $0 == "(" }.count <= 1, "\(name): \(entry.action)")
    }
  }
}
