import Foundation
import GistValues
import GistWork
import Keys
import Reactive
import ScreenLogic
import Store
import TestSupport
import Testing

/// What the list does beyond reading: rows that say what they are, the tabs' order and
/// visibility kept in the options, and acting on the highlighted gist (star, copy, open,
/// edit, delete) by the detail screen's rules; recording Stage, fake models.
@Suite struct GistListActionsTests {
  /// A list Director with tools whose every model is kept for the test to answer.
  final class Harness {
    let scheduler = VirtualTimeScheduler()
    let stage = RecordingGistListStage()
    let session = AppSession()
    let store = MemoryOptionStore()
    let drafts = TemporaryDrafts()
    let director: GistListDirector
    let log = Log()

    final class Log: Navigator {
      func go(_ transition: Transition) { moves.append(transition) }
      var collections: [FakeGistCollection] = []
      var stars: [(id: String, known: Bool, model: FakeStar)] = []
      var actions: [(id: String, model: FakeActions)] = []
      var documents: [(id: String, model: FakeGistDocument)] = []
      var moves: [Transition] = []
      var marks = GistMarks()
    }

    init(login: String = "ada", keepsDeleted: Bool = true) {
      let log = self.log
      session.login.onNext(login)
      director = GistListDirector(
        stage: stage, scheduler: scheduler, refreshInterval: 30,
        resumed: PublishSubject<Void>().asObservable(),
        collections: { kind in
          let collection = FakeGistCollection(kind: kind)
          log.collections.append(collection)
          return collection
        }, session: session,
        tools: GistListTools(
          star: { id, known in
            let star = FakeStar()
            star.starred.onNext(known)
            log.stars.append((id, known, star))
            return star
          },
          actions: { id in
            let actions = FakeActions()
            log.actions.append((id, actions))
            return actions
          },
          document: { id, gist in
            let document = FakeGistDocument(id: id, initial: gist)
            log.documents.append((id, document))
            return document
          }, drafts: drafts.store, marks: { log.marks }, options: store,
          keepsDeleted: keepsDeleted),
        navigator: log)
    }

    var collection: FakeGistCollection { log.collections[log.collections.count - 1] }

    /// Starts on `tab` with `gists` loaded.
    func start(_ tab: GistListTab = .mine, with gists: [Gist]) {
      director.start(tab: tab)
      collection.answer(gists)
    }

    func send(_ intent: GistListIntent) { stage.intentSubject.onNext(intent) }
  }

  /// Three gists: ada's public one (two comments), ada's secret one, bob's public one; each
  /// with a web page and files whose text a list page leaves out.
  static let gists: [Gist] = [
    Gist(
      id: "a1", description: "zebra notes", isPublic: true,
      files: [GistFile(filename: "z.md", language: "Markdown")],
      owner: GistUser(login: "ada", id: 1),
      createdAt: Date(timeIntervalSince1970: 100), updatedAt: Date(timeIntervalSince1970: 900),
      comments: 2, htmlURL: "https://gist.github.com/ada/a1"),
    Gist(
      id: "a2", description: "Apple pie", isPublic: false,
      files: [GistFile(filename: "pie.txt")], owner: GistUser(login: "ada", id: 1),
      createdAt: Date(timeIntervalSince1970: 300), updatedAt: Date(timeIntervalSince1970: 800),
      htmlURL: "https://gist.github.com/ada/a2"),
    Gist(
      id: "b1", description: "mango", isPublic: true, files: [GistFile(filename: "m.py")],
      owner: GistUser(login: "bob", id: 2), createdAt: Date(timeIntervalSince1970: 200),
      updatedAt: Date(timeIntervalSince1970: 700), htmlURL: "https://gist.github.com/bob/b1"),
  ]

  /// Rows of gists in the same languages share one array of them (10,000 rows would
  /// otherwise hold 10,000 arrays).
  @Test func rowsInTheSameLanguagesShareTheirArray() {
    let h = Harness()
    let swift = (1...3).map { number in
      Gist(
        id: "s\(number)", files: [GistFile(filename: "f\(number).swift", language: "Swift")])
    }
    h.start(with: swift + [Gist(id: "p", files: [GistFile(filename: "a.py", language: "Python")])])
    let storage = h.stage.rows.map { row in row.languages.withUnsafeBufferPointer { $0.baseAddress }
    }
    #expect(h.stage.rows.map(\.languages) == [["Swift"], ["Swift"], ["Swift"], ["Python"]])
    #expect(storage[0] == storage[1] && storage[1] == storage[2] && storage[2] != storage[3])
  }

  @Test func rowsSayStarsForksCommentsAndOwnersWhereTheGistsAreNotAllYours() {
    let h = Harness()
    h.log.marks = GistMarks(starred: ["b1"], forks: ["a2"])
    h.start(with: Self.gists)
    #expect(h.stage.rows.map(\.isStarred) == [false, false, true])
    #expect(h.stage.rows.map(\.isFork) == [false, true, false])
    #expect(h.stage.rows.map(\.comments) == [2, 0, 0])
    #expect(h.stage.rows.allSatisfy { $0.owner == nil })
    h.send(.selectTab(.starred))
    h.collection.answer([Self.gists[2]])
    #expect(h.stage.rows.map(\.owner) == ["bob"])
    #expect(h.stage.rows.map(\.isStarred) == [true])
    h.send(.selectTab(.discover))
    h.collection.answer(Self.gists)
    #expect(h.stage.rows.map(\.owner) == ["ada", "ada", "bob"])
  }

  @Test func sortCyclesAndIsKeptPerTabInTheOptions() {
    let h = Harness()
    h.start(with: Self.gists)
    #expect(h.stage.rows.map(\.id) == ["a1", "a2", "b1"])
    #expect(h.stage.tabs.last?.1.first == "Mine")
    h.send(.cycleOrder)
    #expect(h.stage.rows.map(\.id) == ["a2", "b1", "a1"])
    #expect(h.store.words == ["sort_mine": "created"])
    #expect(h.stage.tabs.last?.1.first == "Mine (by created)")
    #expect(h.stage.notices.last == "Mine: by created")
    h.send(.cycleOrder)
    #expect(h.stage.rows.map(\.id) == ["a2", "b1", "a1"])
    #expect(h.stage.rows.map(\.title) == ["Apple pie", "mango", "zebra notes"])
    #expect(h.store.words["sort_mine"] == "description")
    // Another tab keeps its own order; coming back, Mine's is as it was left.
    h.send(.selectTab(.starred))
    h.collection.answer(Self.gists)
    #expect(h.stage.rows.map(\.id) == ["a1", "a2", "b1"])
    h.send(.selectTab(.mine))
    h.collection.answer(Self.gists)
    #expect(h.stage.rows.map(\.id) == ["a2", "b1", "a1"])
    h.send(.cycleOrder)
    #expect(h.stage.rows.map(\.id) == ["a1", "a2", "b1"])
    #expect(h.stage.tabs.last?.1.first == "Mine")
  }

  @Test func aSavedOrderAndVisibilityAreUsedAtStart() {
    let h = Harness()
    h.session.choices.onNext(["sort_mine": "created", "visibility_mine": "secret"])
    h.start(with: Self.gists)
    #expect(h.stage.rows.map(\.id) == ["a2"])
    #expect(h.stage.tabs.last?.1.first == "Mine (secret only · by created)")
  }

  @Test func visibilityCyclesOnTabsWithSecretGistsOnly() {
    let h = Harness()
    h.start(with: Self.gists)
    h.send(.cycleVisibility)
    #expect(h.stage.rows.map(\.id) == ["a1", "b1"])
    #expect(h.stage.tabs.last?.1.first == "Mine (public only)")
    #expect(h.store.words == ["visibility_mine": "public"])
    h.send(.cycleVisibility)
    #expect(h.stage.rows.map(\.id) == ["a2"])
    #expect(h.stage.positions.last?.hasPrefix("1 of 1 gist") == true)
    h.send(.cycleVisibility)
    #expect(h.stage.rows.count == 3)
    h.send(.selectTab(.discover))
    h.collection.answer(Self.gists)
    h.send(.cycleVisibility)
    #expect(h.stage.messages.last == "Only public gists are listed on Public.")
    #expect(h.stage.rows.count == 3)
  }

  @Test func aFailedSaveSaysSoAndTheListStillChanges() {
    let h = Harness()
    h.store.failure = .local("The config is read-only.")
    h.start(with: Self.gists)
    h.send(.cycleVisibility)
    #expect(h.stage.messages.last == "Could not save the option: The config is read-only.")
    #expect(h.stage.rows.map(\.id) == ["a1", "b1"])
  }

  @Test func starFromTheListShowsAtOnceAndRollsBackWhenRefused() throws {
    let h = Harness()
    h.log.marks = GistMarks(starred: ["b1"])
    h.start(with: Self.gists)
    h.send(.toggleStar("a1"))
    let star = try #require(h.log.stars.last)
    #expect(star.id == "a1" && !star.known)
    #expect(h.stage.rows.first?.isStarred == true)
    star.model.toggles[0](.success(()))
    #expect(h.stage.notices.last == "Starred “zebra notes”")
    // Unstarring a starred one; GitHub refuses, and the mark comes back.
    h.send(.toggleStar("b1"))
    let unstar = try #require(h.log.stars.last)
    #expect(unstar.known)
    #expect(h.stage.rows[2].isStarred == false)
    unstar.model.starred.onNext(true)
    let dropped = GistError.connectionLost(host: "api.github.com")
    unstar.model.toggles[0](.failure(dropped))
    #expect(h.stage.rows[2].isStarred == true)
    #expect(h.stage.messages.last == "Could not change the star: \(dropped.message)")
  }

  @Test func starsChangedOnAnotherScreenShowWhenTheListIsBack() throws {
    let h = Harness()
    h.log.marks = GistMarks(starred: ["a1"])
    h.start(with: Self.gists)
    h.send(.toggleStar("a1"))
    try #require(h.log.stars.last).model.toggles[0](.success(()))
    #expect(h.stage.rows[0].isStarred == false)
    // Starred again in the detail screen: the cache says so when the list shows again.
    h.log.marks = GistMarks(starred: ["a1", "b1"])
    h.director.uncovered()
    #expect(h.stage.rows.map(\.isStarred) == [true, false, true])
  }

  @Test func copyAndOpenUseTheGistsWebPage() {
    let h = Harness()
    var noPage = Self.gists[1]
    noPage.htmlURL = "javascript:alert(1)"
    h.start(with: [Self.gists[0], noPage])
    h.send(.copyURL("a1"))
    #expect(h.stage.copied == ["https://gist.github.com/ada/a1"])
    #expect(
      h.stage.notices.last
        == "Copied https://gist.github.com/ada/a1 (through the terminal, if it allows it)")
    h.send(.openInBrowser("a1"))
    #expect(h.log.actions.last?.model.opened == ["https://gist.github.com/ada/a1"])
    #expect(
      press(.character("y"), on: GistListKeys.table, of: h.director, highlighted: "a2") {
        h.send($0)
      } == "copy the URL: no web address")
    #expect(h.stage.copied.count == 1)
  }

  @Test func deleteAsksFirstIsTheOwnersOnlyAndTakesTheRowAndDraftsWithIt() throws {
    let h = Harness()
    try h.drafts.store.save(
      Draft(gistID: "a2", description: "pie", files: ["pie.txt": "more"], isPublic: false))
    h.start(with: Self.gists)
    #expect(
      press(.character("d"), on: GistListKeys.table, of: h.director, highlighted: "b1") {
        h.send($0)
      } == "delete: your gists only")
    #expect(h.stage.deleteQuestions.isEmpty)
    h.send(.delete("a2"))
    let question = try #require(h.stage.deleteQuestions.last)
    #expect(question.id == "a2")
    #expect(
      question.message
        == ["Apple pie", GistDeletion.undoable, "Your unsent draft of it is discarded too."])
    #expect(h.log.actions.isEmpty)
    h.send(.confirmDelete("a2"))
    let delete = try #require(h.log.actions.last)
    #expect(delete.id == "a2" && delete.model.deletes.count == 1)
    delete.model.deletes[0](.success(()))
    #expect(h.stage.rows.map(\.id) == ["a1", "b1"])
    #expect(h.drafts.store.all().isEmpty)
    #expect(h.stage.notices.last == "Deleted “Apple pie” · u undoes")
  }

  @Test func aRefusedDeleteKeepsTheRow() throws {
    let h = Harness()
    h.start(with: Self.gists)
    h.send(.confirmDelete("a1"))
    try #require(h.log.actions.last).model.deletes[0](.failure(.notFound(what: "gist")))
    #expect(h.stage.rows.count == 3)
    #expect(h.stage.messages.last?.hasPrefix("Could not delete: ") == true)
  }

  @Test func editLoadsTheWholeGistThenComposesOrAsksAboutAKeptDraft() throws {
    let h = Harness()
    h.start(with: Self.gists)
    #expect(
      press(.character("e"), on: GistListKeys.table, of: h.director, highlighted: "b1") {
        h.send($0)
      } == "edit: your gists only")
    #expect(h.log.documents.isEmpty)
    h.send(.edit("a1"))
    let document = try #require(h.log.documents.last)
    #expect(document.id == "a1" && document.model.loads == 1)
    #expect(h.stage.notices.last == "Loading “zebra notes” to edit it…")
    #expect(h.log.moves.isEmpty)
    var whole = Self.gists[0]
    whole.files = [GistFile(filename: "z.md", language: "Markdown", content: "# zebra\n")]
    document.model.answer(whole)
    guard case .push(.compose(let draft)) = h.log.moves.last else {
      Issue.record("expected compose")
      return
    }
    #expect(draft.gistID == "a1" && draft.files == ["z.md": "# zebra\n"])
    // The loading notice goes once the gist came (it stayed under the list after compose).
    #expect(h.stage.notices.last == "")

    // With a draft of it kept, the user is asked, as in the detail screen.
    let kept = Draft(gistID: "a1", description: "z", files: ["z.md": "mine"], isPublic: true)
    try h.drafts.store.save(kept)
    h.send(.edit("a1"))
    try #require(h.log.documents.last).model.answer(whole)
    let choice = try #require(h.stage.choices.last)
    #expect(choice.title == "You have an unsent draft of this gist")
    #expect(
      choice.options.map(\.answer)
        == [nil, .editFresh("a1"), .resumeDraft(gist: "a1", draft: kept.id)])
    h.send(.resumeDraft(gist: "a1", draft: kept.id))
    guard case .push(.compose(let resumed)) = h.log.moves.last else {
      Issue.record("expected compose")
      return
    }
    #expect(resumed.id == kept.id)
  }

  @Test func anEditWhoseGistDoesNotLoadSaysWhy() throws {
    let h = Harness()
    h.start(with: Self.gists)
    h.send(.edit("a1"))
    let offline = GistError.connectionLost(host: "api.github.com")
    try #require(h.log.documents.last).model.answer(nil, error: offline)
    #expect(h.stage.messages.last == "Could not load the gist to edit it: \(offline.message)")
    #expect(h.log.moves.isEmpty)
  }
}
