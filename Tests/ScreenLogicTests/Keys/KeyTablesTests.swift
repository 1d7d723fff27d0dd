import Foundation
import GistValues
import Keys
import Model
import Reactive
import ScreenLogic
import Store
import TestSupport
import Testing

/// Every screen's key table, walked with its real Director in a state where some of its
/// actions do nothing: a binding the Director calls unavailable never reaches the handler
/// (nothing is sent), the refusal the shell says carries the reason, an available one sends
/// its intent, and help and the palette say each action once, with one aside at the most.
@Suite struct KeyTablesTests {
  /// What a walk found: the refusals, one a binding.
  struct Walk {
    var refused: [String] = []
  }

  /// Presses every key of `table` on `director` (about `highlighted`) and checks each.
  @discardableResult
  static func walk<Director: ScreenDirector, Item>(
    _ table: [KeyBinding<Director.Intent, Item>], of director: Director, highlighted: Item?,
    _ screen: String
  ) -> Walk {
    var walk = Walk()
    let keys = table.flatMap(\.keys)
    #expect(Set(keys).count == keys.count, "\(screen): a key is in the table twice")
    let names = table.map(\.name)
    #expect(Set(names).count == names.count, "\(screen): an action name is used twice")
    for binding in table {
      let reason = binding.unavailable(
        highlighted: highlighted, availability: director.availability)
      for key in binding.keys {
        var sent: [Director.Intent] = []
        let said = press(key, on: table, of: director, highlighted: highlighted) {
          sent.append($0)
        }
        if let reason {
          #expect(sent.isEmpty, "\(screen): \(key.label) reached the handler")
          #expect(said == "\(binding.action): \(reason)", "\(screen): \(key.label)")
        } else {
          #expect(said == nil, "\(screen): \(key.label)")
          let intent = binding.intent(highlighted: highlighted)
          #expect(sent.count == (intent == nil ? 0 : 1), "\(screen): \(key.label)")
        }
      }
      if let reason { walk.refused.append("\(binding.action): \(reason)") }
      let help = binding.description(unavailable: reason)
      #expect(
        help.filter { $0 == "(" }.count <= 1 && binding.action.firstIndex(of: "(") == nil,
        "\(screen): \(help) says its aside twice")
      let palette = PaletteEntry(
        id: binding.name, action: binding.action, note: binding.note, keys: binding.label,
        unavailable: reason)
      #expect(palette.description == help, "\(screen): the palette words it otherwise")
    }
    return walk
  }

  @Test func theDetailRefusesAnothersGistsOwnerActions() {
    let tests = GistDetailDirectorTests()
    let (_, director) = tests.shown(GistDetailDirectorTests.published, login: "bob")
    let walk = Self.walk(GistDetailKeys.table, of: director, highlighted: nil, "detail")
    #expect(walk.refused.contains("edit: your gists only"))
    #expect(walk.refused.contains("delete: your gists only"))
    #expect(walk.refused.contains("next match: after / or a search"))
    let (_, own) = tests.shown(GistDetailDirectorTests.published, login: "ada")
    #expect(
      Self.walk(GistDetailKeys.table, of: own, highlighted: nil, "own detail").refused
        .contains("fork: your own gist"))
  }

  @Test func theListRefusesEditAndDeleteOnAnothersGist() {
    let h = GistListActionsTests.Harness()
    h.start(with: GistListActionsTests.gists)
    let others = Self.walk(GistListKeys.table, of: h.director, highlighted: "b1", "list")
    // (Nothing was deleted: there is nothing to undo.)
    let nothingToUndo = "undo the delete: nothing deleted just now"
    #expect(others.refused == ["edit: your gists only", "delete: your gists only", nothingToUndo])
    let own = Self.walk(GistListKeys.table, of: h.director, highlighted: "a1", "own list")
    #expect(own.refused == [nothingToUndo])
  }

  @Test func composeRefusesSendingNothing() {
    let tests = ComposeDirectorTests()
    let director = tests.make()
    let walk = Self.walk(ComposeKeys.table, of: director, highlighted: "a.txt", "compose")
    #expect(
      walk.refused == [
        "send: needs text", "send as a new gist: when the gist is gone",
        "the changes, as a diff: nothing written yet",
      ])
    let edit = tests.make(DraftChanges.draft(editing: ComposeDirectorTests.server))
    #expect(
      Self.walk(ComposeKeys.table, of: edit, highlighted: "a.txt", "edit").refused
        .contains("public / secret: fixed once made"))
  }

  @Test func commentsRefuseAnothersComment() {
    let (_, _, _, director) = CommentsDirectorTests().make()
    let walk = Self.walk(CommentsKeys.table, of: director, highlighted: 1, "comments")
    #expect(
      walk.refused == [
        "edit the comment: your comments only", "delete the comment: your comments only",
      ])
    let (_, _, _, signedOut) = CommentsDirectorTests().make(login: nil)
    #expect(
      Self.walk(CommentsKeys.table, of: signedOut, highlighted: 2, "signed out").refused.prefix(2)
        == ["add a comment: after signing in", "add a one-line comment: after signing in"])
  }

  @Test func historyRefusesRestoringTheCurrentVersion() {
    let (_, model, _, director) = HistoryDirectorTests().make(login: "ada")
    model.remote.answer(HistoryDirectorTests.commits)
    let walk = Self.walk(HistoryKeys.table, of: director, highlighted: "2222222222", "history")
    #expect(walk.refused == ["restore this revision: already the current version"])
  }

  @Test func theLinksRefuseAPushWithNothingChangedHereAndSayWhy() throws {
    let fixture = try LinksDirectorTests.Fixture()
    let walk = Self.walk(
      LinksKeys.table, of: fixture.director, highlighted: fixture.file("c.txt"), "links")
    #expect(walk.refused == ["push to GitHub: nothing changed here"])
    let other = Self.walk(
      LinksKeys.table, of: fixture.director, highlighted: fixture.file("b.txt"), "links")
    #expect(other.refused == ["pull from GitHub: nothing changed on GitHub"])
  }

  @Test func theOtherScreensSendEveryKeysIntent() throws {
    let forks = ForksDirector(
      stage: RecordingForksStage(), gist: ForksDirectorTests.original, forks: FakeRemote(),
      session: AppSession(), navigator: RecordingNavigator())
    #expect(Self.walk(ForksKeys.table, of: forks, highlighted: "f1", "forks").refused.isEmpty)
    let diff = DiffDirector(
      stage: RecordingDiffStage(), title: "Changes", from: DiffDirectorTests.old,
      to: DiffDirectorTests.new)
    #expect(Self.walk(DiffKeys.table, of: diff, highlighted: nil, "diff").refused.isEmpty)
    let folder = TemporaryDrafts()
    let drafts = DraftsDirector(
      stage: RecordingDraftsStage(), drafts: folder.store, navigator: RecordingNavigator())
    #expect(Self.walk(DraftsKeys.table, of: drafts, highlighted: "d1", "drafts").refused.isEmpty)
    let options = OptionsDirector(
      stage: RecordingOptionsStage(),
      session: AppSession(savedSearches: [SavedSearch(name: "ops", query: "#ops")]),
      store: MemoryOptionStore())
    #expect(
      Self.walk(OptionsKeys.table, of: options, highlighted: "tab:ops", "options").refused
        .isEmpty)
    let (_, _, _, login) = LoginDirectorTests().make()
    #expect(Self.walk(LoginKeys.table, of: login, highlighted: nil, "login").refused.isEmpty)
    let palette = PaletteDirectorTests.Harness()
    #expect(
      Self.walk(PaletteKeys.table, of: palette.director, highlighted: "n", "palette").refused
        .isEmpty)
    let lookup = LookupDirector(
      stage: NoLookupStage(), name: "ada", model: NoLookup(), scheduler: VirtualTimeScheduler(),
      navigator: RecordingNavigator())
    #expect(Self.walk(LookupKeys.table, of: lookup, highlighted: nil, "lookup").refused.isEmpty)
  }

  @MainActor @Test func thePickerSendsEveryKeysIntent() {
    let (_, _, _, picker) = PickerDirectorTests().start()
    #expect(
      Self.walk(PickerKeys.table, of: picker, highlighted: PickerChoice(gistID: "g1"), "picker")
        .refused.isEmpty)
  }

  final class NoLookupStage: RecordingMessagingStage<LookupIntent>, LookupStage {}

  final class NoLookup: GistLookupModel {
    func lookUp(_ name: String, completion: @escaping (Result<LookupAnswer, GistError>) -> Void) {}
  }
}
