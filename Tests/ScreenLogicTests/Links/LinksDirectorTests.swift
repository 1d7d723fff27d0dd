import Foundation
import GistValues
import GistWork
import Reactive
import ScreenLogic
import TestSupport
import Testing

/// The links screen's logic with a fake GitHub and real files in a temporary folder: each
/// file's status in words, what `u` and `d` may do and why not, pushes and pulls after a
/// question that shows the change, a conflict written only after a choice, and unlinking.
@Suite struct LinksDirectorTests {
  /// A folder linked to gist g1 whose four files stand in sync, changed here, changed on
  /// GitHub, and changed on both; the screen over it, read.
  final class Fixture {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-links-screen-\(UUID().uuidString.prefix(8))")
    let remote: FakeLinkRemote
    let store: LinkStore
    let stage = RecordingLinksStage()
    let work = SteppedWork()
    let navigator = RecordingNavigator()
    let director: LinksDirector

    init(
      isPublic: Bool = false, here: [String: String]? = nil,
      scheduler: VirtualTimeScheduler? = nil
    ) throws {
      let notes = folder.appendingPathComponent("notes")
      try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
      let base = ["a.txt": "one\n", "b.txt": "two\n", "c.txt": "three\n", "d.txt": "four\n"]
      let local =
        here ?? [
          "a.txt": "one\n", "b.txt": "two, edited here\n", "c.txt": "three\n",
          "d.txt": "four, mine\n",
        ]
      let github = [
        "a.txt": "one\n", "b.txt": "two\n", "c.txt": "three, edited on GitHub\n",
        "d.txt": "four, theirs\n",
      ]
      for (name, text) in local {
        try text.write(to: notes.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      remote = FakeLinkRemote([
        Gist(
          id: "g1", description: "notes", isPublic: isPublic,
          files: github.map { GistFile(filename: $0.key, content: $0.value) })
      ])
      store = LinkStore(state: folder.appendingPathComponent("state"))
      try store.save(
        Link(
          path: notes.path, isFolder: true, gistID: "g1", host: remote.host,
          files: base.keys.sorted().map {
            Link.File(name: $0, baseline: base[$0].map(ContentHash.init))
          }))
      director = LinksDirector(
        stage: stage, session: LinkSession(store: store, remote: remote), work: work,
        navigator: navigator, scheduler: scheduler, refreshInterval: 30)
      director.start()
      work.runAll()
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var notes: URL { folder.appendingPathComponent("notes") }
    func file(_ name: String) -> LinkedFile { LinkedFile(path: notes.path, name: name) }
    func text(_ name: String) -> String? {
      try? String(contentsOf: notes.appendingPathComponent(name), encoding: .utf8)
    }
    func send(_ intent: LinksIntent) {
      stage.intentSubject.onNext(intent)
      work.runAll()
    }
  }

  @Test func eachFileSaysWhereItStandsInWords() throws {
    let fixture = try Fixture()
    let stage = fixture.stage
    #expect(stage.statuses.first == .loading("Reading the links…"))
    #expect(stage.statuses.last == .hasContent)
    #expect(stage.rows.map(\.name) == ["a.txt", "b.txt", "c.txt", "d.txt"])
    #expect(
      stage.rows.map(\.status) == [
        "in sync", "changed here", "changed on GitHub", "changed on both (conflict)",
      ])
    #expect(stage.rows.map(\.tone) == [.calm, .changed, .changed, .trouble])
    #expect(stage.rows[0].local == fixture.notes.appendingPathComponent("a.txt").path)
    #expect(stage.rows[0].gist == "gist g1")
    #expect(stage.titles.last == "Linked files · 1 link, 4 files")
    #expect(LinksDirector.gist("aa5a315d61ae9438b18d") == "gist aa5a315")
  }

  @Test func noLinksSaysHowToMakeOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-links-none-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let stage = RecordingLinksStage()
    let work = SteppedWork()
    let navigator = RecordingNavigator()
    let director = LinksDirector(
      stage: stage,
      session: LinkSession(store: LinkStore(state: folder), remote: FakeLinkRemote([])),
      work: work, navigator: navigator)
    director.start()
    #expect(stage.statuses.last == .loading("Reading the links…"))
    work.runAll()
    #expect(
      stage.statuses.last
        == .isEmpty(
          EmptyState(title: "No linked files.", subtitle: "`dehub link PATH GIST` links one.")))
  }

  @Test func unreadableLinksFailAndAGoneGistSaysSoOnItsRow() throws {
    let fixture = try Fixture()
    // A links file that cannot be read: the screen's failure.
    try "{".write(to: fixture.store.file, atomically: true, encoding: .utf8)
    let stage = RecordingLinksStage()
    let work = SteppedWork()
    let navigator = RecordingNavigator()
    let director = LinksDirector(
      stage: stage, session: LinkSession(store: fixture.store, remote: fixture.remote),
      work: work, navigator: navigator)
    director.start()
    work.runAll()
    guard case .failed(let state) = stage.statuses.last else {
      Issue.record("expected a failure, got \(String(describing: stage.statuses.last))")
      return
    }
    #expect(state.title == "The links could not be read")
    #expect(state.subtitle.contains("cannot be read"))
    #expect(state.subtitle.hasSuffix("Press r to try again."), "\(state.subtitle)")
    // A link whose gist is gone: its row says why; its keys are refused.
    try FileManager.default.removeItem(at: fixture.store.file)
    try fixture.store.save(
      Link(
        path: "/tmp/gone.txt", isFolder: false, gistID: "nope", host: fixture.remote.host,
        files: [Link.File(name: "gone.txt", baseline: nil)]))
    stage.intentSubject.onNext(.refresh)
    work.runAll()
    #expect(stage.rows.count == 1)
    #expect(stage.rows[0].status.hasPrefix("not read: "))
    #expect(stage.rows[0].tone == .trouble)
    let row = stage.rows[0].file
    #expect(director.availability(of: .pull(row)) == "the link was not read")
    #expect(director.availability(of: .unlink(row)) == nil)
  }

  @Test func offlineTheCachedSideShowsAndNothingMoves() throws {
    let fixture = try Fixture()
    fixture.remote.goOffline()
    fixture.send(.refresh)
    #expect(fixture.stage.titles.last?.contains("offline: GitHub's side from the cache") == true)
    #expect(fixture.stage.status(of: "c.txt") == "changed on GitHub")
    #expect(
      fixture.director.availability(of: .pull(fixture.file("c.txt"))) == "GitHub cannot be reached")
    #expect(
      fixture.director.availability(of: .push(fixture.file("b.txt"))) == "GitHub cannot be reached")
  }

  @Test func pushAndPullAreAvailableOnlyWhereTheirSideChanged() throws {
    let fixture = try Fixture()
    let director = fixture.director
    #expect(director.availability(of: .push(fixture.file("a.txt"))) == "nothing changed here")
    #expect(director.availability(of: .pull(fixture.file("a.txt"))) == "nothing changed on GitHub")
    #expect(director.availability(of: .push(fixture.file("b.txt"))) == nil)
    #expect(director.availability(of: .pull(fixture.file("b.txt"))) == "nothing changed on GitHub")
    #expect(director.availability(of: .push(fixture.file("c.txt"))) == "nothing changed here")
    #expect(director.availability(of: .pull(fixture.file("c.txt"))) == nil)
    #expect(director.availability(of: .push(fixture.file("d.txt"))) == nil)
    #expect(director.availability(of: .pull(fixture.file("d.txt"))) == nil)
    #expect(director.availability(of: .diff(fixture.file("a.txt"))) == nil)
  }

  @Test func enterShowsTheDiffInTheDirectionOfTheChange() throws {
    let fixture = try Fixture()
    fixture.send(.diff(fixture.file("c.txt")))
    guard case .push(.diff(let title, let from, let to)) = fixture.navigator.moves.last else {
      Issue.record("expected a diff, got \(fixture.navigator.moves)")
      return
    }
    #expect(title == "c.txt: changed on GitHub (here → GitHub's)")
    #expect(from.file(named: "c.txt")?.content == "three\n")
    #expect(to.file(named: "c.txt")?.content == "three, edited on GitHub\n")
    fixture.send(.diff(fixture.file("b.txt")))
    guard case .push(.diff(let title, let from, _)) = fixture.navigator.moves.last else { return }
    #expect(title == "b.txt: changed here (GitHub's → here)")
    #expect(from.file(named: "b.txt")?.content == "two\n")
  }

  @Test func aPullShowsTheChangeAsksThenWritesTheFile() throws {
    let fixture = try Fixture()
    let stage = fixture.stage
    fixture.send(.pull(fixture.file("c.txt")))
    let question = try #require(stage.questions.last)
    #expect(question.title == "Pull c.txt?")
    #expect(question.action == "Pull")
    #expect(question.yes == .confirmPull(fixture.file("c.txt")))
    #expect(question.message.contains("1 line added, 1 line removed:"))
    #expect(question.message.contains("+three, edited on GitHub"))
    #expect(fixture.text("c.txt") == "three\n", "nothing written before the yes")
    fixture.send(question.yes)
    #expect(fixture.text("c.txt") == "three, edited on GitHub\n")
    #expect(stage.status(of: "c.txt") == "in sync")
    #expect(stage.notices.last?.hasPrefix("Pulled c.txt into ") == true)
    #expect(fixture.remote.patches.isEmpty)
  }

  @Test func aPushShowsTheChangeAsksThenSendsOnlyThatFile() throws {
    let fixture = try Fixture()
    let stage = fixture.stage
    fixture.send(.push(fixture.file("b.txt")))
    let question = try #require(stage.questions.last)
    #expect(question.title == "Push b.txt?")
    #expect(question.message.first == "Changed here: the push sends it to gist g1.")
    #expect(question.message.contains("+two, edited here"))
    #expect(fixture.remote.patches.isEmpty)
    fixture.send(question.yes)
    #expect(fixture.remote.patches.map { Array($0.files.keys) } == [["b.txt"]])
    #expect(fixture.remote.text("g1", "b.txt") == "two, edited here\n")
    #expect(stage.status(of: "b.txt") == "in sync")
    #expect(stage.notices.last == "Pushed b.txt to gist g1.")
  }

  /// A deletion pushed or pulled is said as a deletion.
  @Test func aDeletionIsSaidAsOne() throws {
    let fixture = try Fixture(here: ["b.txt": "two\n", "c.txt": "three\n", "d.txt": "four\n"])
    fixture.remote.change("g1", "c.txt", to: nil)
    fixture.send(.refresh)
    fixture.send(.push(fixture.file("a.txt")))
    fixture.send(try #require(fixture.stage.questions.last).yes)
    #expect(fixture.remote.text("g1", "a.txt") == nil)
    #expect(fixture.stage.notices.last == "Deleted a.txt from gist g1 (deleted here).")
    fixture.send(.pull(fixture.file("c.txt")))
    fixture.send(try #require(fixture.stage.questions.last).yes)
    #expect(fixture.text("c.txt") == nil)
    let path = fixture.notes.appendingPathComponent("c.txt").path
    #expect(fixture.stage.notices.last == "Deleted \(path) (deleted on GitHub).")
  }

  @Test func aSecretInAPushToAPublicGistIsAskedAbout() throws {
    let token = "ghp_" + String(repeating: "a1B2", count: 8) + "9f2c"
    let fixture = try Fixture(
      isPublic: true,
      here: [
        "a.txt": "one\n", "b.txt": "TOKEN=\(token)\n", "c.txt": "three\n", "d.txt": "four\n",
      ])
    fixture.send(.push(fixture.file("b.txt")))
    let question = try #require(fixture.stage.questions.last)
    #expect(question.title == "A public gist with a secret in it")
    #expect(question.action == "Push anyway")
    #expect(!question.message.joined().contains(token), "the secret is never said whole")
    #expect(question.message.last == "1 line added, 1 line removed (Enter shows them).")
    #expect(fixture.remote.patches.isEmpty)
  }

  @Test func aConflictIsWrittenOnlyAfterAChoice() throws {
    let fixture = try Fixture()
    let stage = fixture.stage
    let file = fixture.file("d.txt")
    fixture.send(.pull(file))
    #expect(stage.questions.isEmpty, "no plain yes/no over a conflict")
    let choice = try #require(stage.choices.last)
    #expect(choice.title == "d.txt changed here and on GitHub")
    #expect(
      choice.options.map(\.label) == ["Cancel", "Keep mine", "Keep GitHub's", "Keep both"])
    #expect(choice.options[0].answer == nil && choice.selected == 0)
    #expect(fixture.text("d.txt") == "four, mine\n")
    #expect(fixture.remote.text("g1", "d.txt") == "four, theirs\n")
    // Keep both: mine is kept beside it, GitHub's is pulled.
    fixture.send(.keepBoth(file))
    #expect(fixture.text("d.txt") == "four, theirs\n")
    #expect(fixture.text("d.txt.mine") == "four, mine\n")
    #expect(stage.status(of: "d.txt") == "in sync")
    #expect(fixture.remote.patches.isEmpty)
  }

  @Test func keepingMineAsksAsAPushDoes() throws {
    let fixture = try Fixture()
    let file = fixture.file("d.txt")
    fixture.send(.push(file))
    #expect(fixture.stage.choices.count == 1)
    fixture.send(.keepMine(file))
    let question = try #require(fixture.stage.questions.last)
    #expect(question.yes == .confirmPush(file))
    #expect(fixture.remote.patches.isEmpty)
    fixture.send(question.yes)
    #expect(fixture.remote.text("g1", "d.txt") == "four, mine\n")
    #expect(fixture.stage.status(of: "d.txt") == "in sync")
  }

  @Test func aSideThatMovedSinceItWasShownStopsTheWrite() throws {
    let fixture = try Fixture()
    fixture.send(.pull(fixture.file("c.txt")))
    let question = try #require(fixture.stage.questions.last)
    // GitHub's side changes again while the question is open.
    fixture.remote.change("g1", "c.txt", to: "three, edited twice\n")
    fixture.send(question.yes)
    #expect(fixture.text("c.txt") == "three\n")
    #expect(fixture.stage.messages.last?.hasPrefix("c.txt changed since it was shown") == true)
  }

  @Test func unlinkAsksThenForgetsTheLinkLeavingTheFiles() throws {
    let fixture = try Fixture()
    fixture.send(.unlink(fixture.file("a.txt")))
    let question = try #require(fixture.stage.questions.last)
    #expect(question.title == "Unlink \(fixture.notes.path)?")
    #expect(question.yes == .confirmUnlink(fixture.notes.path))
    #expect(try fixture.store.all().count == 1)
    fixture.send(question.yes)
    #expect(try fixture.store.all().isEmpty)
    #expect(fixture.text("a.txt") == "one\n")
    #expect(fixture.stage.rows.isEmpty)
    guard case .isEmpty = fixture.stage.statuses.last else {
      Issue.record("expected the empty state")
      return
    }
  }

  @Test func theLinksAreReadAgainOnTheTimerAndWhenShownAgain() throws {
    let scheduler = VirtualTimeScheduler()
    let fixture = try Fixture(scheduler: scheduler)
    #expect(fixture.stage.status(of: "a.txt") == "in sync")
    fixture.remote.change("g1", "a.txt", to: "one, edited on GitHub\n")
    scheduler.advance(by: 30)
    #expect(fixture.work.pending == 1)
    fixture.work.runAll()
    #expect(fixture.stage.status(of: "a.txt") == "changed on GitHub")
    // Covered (the diff over it): no reads; shown again: read at once.
    fixture.director.covered()
    scheduler.advance(by: 90)
    #expect(fixture.work.pending == 0)
    fixture.director.uncovered()
    #expect(fixture.work.pending == 1)
    fixture.work.runAll()
  }

  @Test func aWriteDuringAReadIsFollowedByAnotherRead() throws {
    let fixture = try Fixture()
    let file = fixture.file("c.txt")
    fixture.stage.intentSubject.onNext(.confirmPull(file))
    fixture.stage.intentSubject.onNext(.refresh)
    #expect(fixture.work.pending == 2)
    fixture.work.runNext()  // the pull lands while the read is under way
    fixture.work.runNext()  // that read delivers, and another follows
    #expect(fixture.work.pending == 1)
    fixture.work.runAll()
    #expect(fixture.stage.status(of: "c.txt") == "in sync")
    #expect(fixture.text("c.txt") == "three, edited on GitHub\n")
  }
}
