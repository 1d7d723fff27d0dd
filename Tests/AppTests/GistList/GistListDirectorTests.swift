import App
import Foundation
import Model
import Reactive
import TestSupport
import Testing

/// The gist list's logic with a recording Stage and fake collections, in virtual time.
@Suite struct GistListDirectorTests {
  /// A Director with a recording Stage; every collection it makes is kept, the newest last.
  final class Harness {
    let scheduler = VirtualTimeScheduler()
    let stage = RecordingGistListStage()
    let resumed = PublishSubject<Void>()
    let director: GistListDirector
    private let log = Log()

    final class Log {
      var made: [FakeGistCollection] = []
      var opened: [Destination] = []
      var composed = 0
      var options = 0
    }

    let session = AppSession()

    init(
      openGist: ((Gist) -> Void)? = nil,
      authenticationFailed: @escaping (GistError) -> Void = { _ in }
    ) {
      let log = self.log
      director = GistListDirector(
        stage: stage, scheduler: scheduler, refreshInterval: 30, resumed: resumed.asObservable(),
        collections: { kind in
          let collection = FakeGistCollection(kind: kind)
          log.made.append(collection)
          return collection
        }, open: { log.opened.append($0) }, compose: { log.composed += 1 },
        options: { log.options += 1 }, openGist: openGist, session: session,
        authenticationFailed: authenticationFailed)
    }

    var optionsCount: Int { log.options }

    var collection: FakeGistCollection { log.made[log.made.count - 1] }
    var made: [FakeGistCollection] { log.made }
    var openedDestinations: [Destination] { log.opened }
    var composeCount: Int { log.composed }
  }

  @Test func loadingThenContent() {
    let h = Harness()
    h.director.start()
    #expect(h.stage.tabs.map(\.0) == [.mine])
    #expect(h.collection.kind == .mine)
    #expect(h.stage.status == .loading)
    #expect(h.collection.refreshCount == 1)
    h.collection.answer(FakeGistCollection.gists(3))
    #expect(h.stage.status == .hasContent)
    #expect(h.stage.rows.map(\.id) == ["gist0", "gist1", "gist2"])
    #expect(h.stage.rows[0].languages == ["Swift"])
    #expect(!h.stage.stale)
  }

  @Test func emptyTabsSayWhatToDo() {
    let h = Harness()
    h.director.start()
    h.collection.answer([])
    #expect(
      h.stage.status
        == .isEmpty(
          EmptyState(title: "No gists yet", subtitle: "press n to create your first gist")))
    h.stage.intentSubject.onNext(.selectTab(.starred))
    h.collection.answer([])
    guard case .isEmpty(let empty) = h.stage.status else {
      Issue.record("expected an empty state")
      return
    }
    #expect(empty.subtitle == "press s on a gist to star it")
  }

  @Test func aFailedFirstLoadShowsItsSentence() {
    let h = Harness()
    h.director.start()
    h.collection.answer([], error: .cannotConnect(host: "api.github.com", port: 443))
    #expect(
      h.stage.status == .failed(GistError.cannotConnect(host: "api.github.com", port: 443).message))
    #expect(h.stage.messages.isEmpty)
  }

  @Test func backgroundFailuresOnlyMarkStaleButAskedRefreshesSayWhy() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(2))
    h.scheduler.advance(by: 30)
    #expect(h.collection.refreshCount == 2)
    h.collection.answer([], error: .timeout(host: "api.github.com", seconds: 30))
    #expect(h.stage.stale)
    #expect(h.stage.messages.isEmpty)
    #expect(h.stage.status == .hasContent)
    h.stage.intentSubject.onNext(.refresh)
    h.collection.answer([], error: .serverError(status: 502))
    #expect(h.stage.messages == [GistError.serverError(status: 502).message])
    h.stage.intentSubject.onNext(.refresh)
    h.collection.answer(FakeGistCollection.gists(2))
    #expect(!h.stage.stale)
  }

  @Test func refresherRulesThroughTheDirector() {
    let h = Harness()
    h.director.start()
    h.stage.intentSubject.onNext(.refresh)
    h.resumed.onNext(())
    #expect(h.collection.refreshCount == 1)
    h.collection.answer(FakeGistCollection.gists(1))
    h.resumed.onNext(())
    #expect(h.collection.refreshCount == 2)
    h.collection.answer(FakeGistCollection.gists(1))
    h.scheduler.advance(by: 29)
    #expect(h.collection.refreshCount == 2)
    h.scheduler.advance(by: 1)
    #expect(h.collection.refreshCount == 3)
    h.director.stop()
    h.collection.answer(FakeGistCollection.gists(1))
    h.scheduler.advance(by: 300)
    h.resumed.onNext(())
    #expect(h.collection.refreshCount == 3)
  }

  @Test func filterAsYouTypeOverDescriptionFilesAndLanguage() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(20))
    h.stage.filterSubject.onNext("NUMBER 1")
    #expect(h.stage.rows.map(\.id) == (["gist1"] + (10...19).map { "gist\($0)" }))
    #expect(h.stage.highlight == "NUMBER 1")
    h.stage.filterSubject.onNext("python")
    #expect(h.stage.rows.count == 10)
    h.stage.filterSubject.onNext("f3.py")
    #expect(h.stage.rows.map(\.id) == ["gist3"])
    h.stage.filterSubject.onNext("nothing like it")
    guard case .isEmpty(let empty) = h.stage.status else {
      Issue.record("expected an empty state")
      return
    }
    #expect(empty.title == "No gists match “nothing like it”")
    h.stage.filterSubject.onNext("")
    #expect(h.stage.rows.count == 20)
    #expect(h.stage.status == .hasContent)
  }

  @Test func filterIgnoresCaseAndAccentsAndMatchesUnicode() {
    let h = Harness()
    h.director.start()
    h.collection.answer([
      Gist(id: "1", description: "Café notes", files: [GistFile(filename: "menu.md")]),
      Gist(id: "2", description: "日本語のメモ", files: [GistFile(filename: "a.txt")]),
      Gist(
        id: "3", description: nil, files: [GistFile(filename: "ÉTUDE.swift", language: "Swift")]),
    ])
    for (query, ids) in [
      ("cafe", ["1"]), ("CAFÉ", ["1"]), ("メモ", ["2"]), ("etude", ["3"]), ("swift", ["3"]),
      ("e", ["1", "3"]),
    ] {
      h.stage.filterSubject.onNext(query)
      #expect(h.stage.rows.map(\.id) == ids, "\(query)")
    }
    #expect(GistListDirector.matches(Gist(id: "x", description: "Résumé"), "resume"))
  }

  @Test func nextPageNearTheEndOnlyWhenThereIsMoreAndNoFilter() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(100), hasMore: true)
    h.stage.selectionSubject.onNext(50)
    #expect(h.collection.nextPageRequests == 0)
    h.stage.selectionSubject.onNext(90)
    #expect(h.collection.nextPageRequests == 1)
    h.stage.filterSubject.onNext("number")
    h.stage.selectionSubject.onNext(99)
    #expect(h.collection.nextPageRequests == 1)
    h.stage.filterSubject.onNext("")
    h.collection.answer(FakeGistCollection.gists(100), hasMore: false)
    h.stage.selectionSubject.onNext(99)
    #expect(h.collection.nextPageRequests == 1)
  }

  @Test func tabsSwitchCollectionsAndTheUserTabAsksForAName() {
    let h = Harness()
    h.director.start()
    h.stage.intentSubject.onNext(.selectTab(.discover))
    #expect(h.collection.kind == .public)
    h.stage.intentSubject.onNext(.selectTab(.user))
    #expect(h.stage.askedForUser == 1)
    #expect(h.director.tab == .discover)
    h.stage.intentSubject.onNext(.showUser("  ada "))
    #expect(h.director.tab == .user)
    #expect(h.collection.kind == .user("ada"))
    #expect(h.stage.tabs.last?.1 == "ada")
    h.stage.intentSubject.onNext(.cycleTab(forward: true))
    #expect(h.director.tab == .mine)
    h.stage.intentSubject.onNext(.cycleTab(forward: false))
    #expect(h.collection.kind == .user("ada"))
    h.stage.intentSubject.onNext(.showUser("   "))
    #expect(h.made.count == 5)
  }

  @Test func aRejectedTokenIsHandedOnOnce() {
    final class Failures { var seen: [GistError] = [] }
    let failures = Failures()
    let h = Harness(authenticationFailed: { failures.seen.append($0) })
    h.director.start()
    h.collection.answer([], error: .badToken)
    h.collection.answer([], error: .badToken)
    #expect(failures.seen == [.badToken])
    h.collection.answer([], error: .serverError(status: 500))
    #expect(failures.seen == [.badToken])
  }

  @Test func theStatusBarFollowsTheSessionAndOptionsOpen() {
    let h = Harness()
    h.director.start()
    #expect(h.stage.sessions == ["- -"])
    h.session.login.onNext("octocat")
    h.session.rateLimit.onNext(RateLimit(limit: 5000, remaining: 4999, reset: Date()))
    #expect(h.stage.sessions.last == "octocat 4999/5000")
    #expect(h.stage.relativeTimes == [true])
    h.session.options.onNext(["relative_times": false])
    #expect(h.stage.relativeTimes == [true, false])
    h.stage.intentSubject.onNext(.options)
    #expect(h.optionsCount == 1)
  }

  @Test func openingHandsOverTheGistItselfWhenTheSceneTakesIt() {
    final class Opened { var gists: [Gist] = [] }
    let opened = Opened()
    let h = Harness(openGist: { opened.gists.append($0) })
    h.director.start()
    let gists = FakeGistCollection.gists(3)
    h.collection.answer(gists)
    h.stage.selectionSubject.onNext(2)
    h.stage.intentSubject.onNext(.open)
    #expect(opened.gists == [gists[2]])
    #expect(h.openedDestinations.isEmpty)
    #expect(h.stage.lastUpdated == Date(timeIntervalSince1970: 1_000))
  }

  @Test func openAndCompose() {
    let h = Harness()
    h.director.start()
    h.stage.intentSubject.onNext(.open)
    #expect(h.openedDestinations.isEmpty)
    h.collection.answer(FakeGistCollection.gists(5))
    h.stage.selectionSubject.onNext(3)
    h.stage.intentSubject.onNext(.open)
    #expect(h.openedDestinations == [.gist(id: "gist3", revision: nil)])
    h.stage.filterSubject.onNext("number 4")
    h.stage.selectionSubject.onNext(0)
    h.stage.intentSubject.onNext(.open)
    #expect(h.openedDestinations.last == .gist(id: "gist4", revision: nil))
    h.stage.intentSubject.onNext(.newGist)
    #expect(h.composeCount == 1)
  }

  @Test func theDirectorAndItsStageGoAwayTogether() {
    weak var weakDirector: GistListDirector?
    weak var weakCollection: FakeGistCollection?
    let stage = RecordingGistListStage()
    do {
      let director = GistListDirector(
        stage: stage, scheduler: VirtualTimeScheduler(), refreshInterval: 30,
        resumed: PublishSubject<Void>().asObservable(),
        collections: { kind in
          let collection = FakeGistCollection(kind: kind)
          weakCollection = collection
          return collection
        }, open: { _ in }, compose: {})
      weakDirector = director
      director.start()
    }
    #expect(weakDirector == nil)
    #expect(!stage.intentSubject.hasObservers)
    _ = weakCollection
  }
}
