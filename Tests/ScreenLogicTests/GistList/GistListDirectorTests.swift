import Foundation
import GistValues
import Model
import Reactive
import ScreenLogic
import Store
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

    final class Log: Navigator {
      var made: [FakeGistCollection] = []
      var moves: [Transition] = []
      func go(_ transition: Transition) { moves.append(transition) }
    }

    let session = AppSession()
    let search = FakeGistSearch()

    final class Drafts { var count = 0 }
    let drafts = Drafts()

    init() {
      let log = self.log
      let drafts = self.drafts
      director = GistListDirector(
        stage: stage, scheduler: scheduler, refreshInterval: 30, resumed: resumed.asObservable(),
        collections: { kind in
          let collection = FakeGistCollection(kind: kind)
          log.made.append(collection)
          return collection
        }, session: session, draftCount: { drafts.count }, search: search,
        navigator: log)
    }

    var collection: FakeGistCollection { log.made[log.made.count - 1] }
    var made: [FakeGistCollection] { log.made }
    var moves: [Transition] { log.moves }
    /// The ids of the gists opened, in order.
    var openedIDs: [String] {
      moves.compactMap {
        guard case .push(.loadedGist(let gist)) = $0 else { return nil }
        return gist.id
      }
    }
  }

  @Test func loadingThenContent() {
    let h = Harness()
    h.director.start()
    #expect(h.stage.tabs.map(\.0) == [.mine])
    #expect(h.collection.kind == .mine)
    #expect(h.stage.status == .loading("Loading gists…"))
    #expect(h.collection.refreshCount == 1)
    h.collection.answer(FakeGistCollection.gists(3))
    #expect(h.stage.status == .hasContent)
    #expect(h.stage.rows.map(\.id) == ["gist0", "gist1", "gist2"])
    #expect(h.stage.rows[0].languages == ["Swift"])
    #expect(!h.stage.stale)
  }

  /// The filter's mode is the Director's: `/` focuses the field it shows, what is typed
  /// filters, an arrow leaves typing and moves the highlight, Enter opens it, Esc clears.
  @Test func theFilterIsTheDirectorsModeAndItsKeysItsDecisions() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(12))
    h.stage.intentSubject.onNext(.startFilter)
    #expect(h.stage.fields.last??.isFocused == true && h.stage.fields.last??.kind == .filter)
    h.stage.filterSubject.onNext("number 1")
    #expect(h.stage.rows.map(\.id) == ["gist1", "gist10", "gist11"])
    h.stage.intentSubject.onNext(.leaveField(.move(1)))
    #expect(h.stage.selected == "gist10")
    #expect(h.stage.fields.last??.isFocused == false && h.stage.fields.last??.text == "number 1")
    h.stage.intentSubject.onNext(.startFilter)
    h.stage.intentSubject.onNext(.leaveField(.accept))
    #expect(h.openedIDs == ["gist10"])
    h.stage.intentSubject.onNext(.leaveField(.cancel))
    #expect(h.stage.fields.last == .some(nil) && h.stage.rows.count == 12)
  }

  @Test func browsingWithoutATokenTheAccountsTabsSayTheyNeedASignIn() {
    let h = Harness()
    h.session.signedOut.onNext(true)
    h.director.start(tab: .discover)
    #expect(h.stage.tabs.last?.0 == .discover)
    #expect(h.stage.tabs.last?.1 == ["Mine (sign in)", "Starred (sign in)", "Public", "User"])
    // Tab goes round the tabs that work without a token.
    h.stage.intentSubject.onNext(.cycleTab(forward: false))
    #expect(h.director.tab == .discover)
    #expect(h.stage.askedForUser == 1)
    // `2` leads to the login, in the login screen's words (not the shell's), over the
    // list (back comes to it).
    h.stage.intentSubject.onNext(.selectTab(.starred))
    guard case .push(.login(let message?, nil)) = h.moves.last else {
      Issue.record("expected the login, got \(h.moves)")
      return
    }
    #expect(message.hasPrefix("Starred lists the gists you starred: sign in with a token"))
    #expect(!message.contains("dehub auth login"))
    #expect(h.made.map(\.kind) == [.public])
  }

  /// A review found the palette's "Mine" opened, signed out, a list of others' public
  /// gists titled Mine: it leads to the login, as `1` does, and loads nothing.
  @Test func theAccountsTabsAskedForWithoutATokenLeadToTheLogin() {
    let h = Harness()
    h.session.signedOut.onNext(true)
    h.director.start(tab: .mine)
    guard case .replaceTop(.login(let message?, nil)) = h.moves.last else {
      Issue.record("expected the login, got \(h.moves)")
      return
    }
    #expect(message.hasPrefix("Mine lists your own gists: sign in with a token"))
    #expect(h.made.isEmpty, "nothing loaded")
  }

  /// The find-and-read issue: "indexed 1,001 of 1,002" stayed for 15 minutes while the
  /// account had 1,010 gists: the index caught up only at start.
  @Test func eachLoadOfTheAccountsListsLetsTheIndexCatchUp() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(3))
    #expect(h.search.catchUps == 1)
    h.scheduler.advance(by: 30)
    h.collection.answer(FakeGistCollection.gists(4))
    #expect(h.search.catchUps == 2)
    h.stage.intentSubject.onNext(.selectTab(.discover))
    h.collection.answer(FakeGistCollection.gists(2))
    #expect(h.search.catchUps == 2, "the public list is not the account's")
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
    #expect(empty.subtitle == "press * on a gist to star it")
  }

  @Test func aFailedFirstLoadShowsItsSentence() {
    let h = Harness()
    h.director.start()
    h.collection.answer([], error: .cannotConnect(host: "api.github.com", port: 443))
    #expect(
      h.stage.status
        == .failure(
          "The gists could not be loaded",
          reason: GistError.cannotConnect(host: "api.github.com", port: 443).message,
          retryKey: "r"))
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
    #expect(h.stage.staleReasons.last == "offline")
    #expect(h.stage.messages.isEmpty)
    #expect(h.stage.status == .hasContent)
    h.stage.intentSubject.onNext(.refresh)
    h.collection.answer([], error: .serverError(status: 502))
    #expect(h.stage.messages == [GistError.serverError(status: 502).message])
    h.stage.intentSubject.onNext(.refresh)
    h.collection.answer(FakeGistCollection.gists(2))
    #expect(!h.stage.stale)
  }

  /// Issue 35: a spent rate limit is not "offline": it says until when.
  @Test func aSpentRateLimitSaysUntilWhen() {
    let reset = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(
      GistListWording.staleReason(.rateLimited(reset: reset))
        == "rate-limited until \(GistError.clockTime(reset).prefix(5))")
    #expect(GistListWording.staleReason(.rateLimited(reset: nil)) == "rate-limited")
    #expect(GistListWording.staleReason(.serverError(status: 502)) == "not up to date")
    #expect(GistListWording.staleReason(.cannotConnect(host: "h", port: 443)) == "offline")
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
    h.director.covered()
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
    #expect(GistListQuery.matches(Gist(id: "x", description: "Résumé"), "resume"))
  }

  @Test func nextPageNearTheEndOnlyWhenThereIsMoreAndNoFilter() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(100), hasMore: true)
    h.stage.intentSubject.onNext(.select("gist50"))
    #expect(h.collection.nextPageRequests == 0)
    h.stage.intentSubject.onNext(.select("gist90"))
    #expect(h.collection.nextPageRequests == 1)
    h.stage.filterSubject.onNext("number")
    h.stage.intentSubject.onNext(.select("gist99"))
    #expect(h.collection.nextPageRequests == 1)
    h.stage.filterSubject.onNext("")
    h.collection.answer(FakeGistCollection.gists(100), hasMore: false)
    h.stage.intentSubject.onNext(.select("gist99"))
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
    #expect(h.stage.tabs.last?.1 == ["Mine", "Starred", "Public", "User: ada"])
    h.stage.intentSubject.onNext(.cycleTab(forward: true))
    #expect(h.director.tab == .mine)
    h.stage.intentSubject.onNext(.cycleTab(forward: false))
    #expect(h.collection.kind == .user("ada"))
    h.stage.intentSubject.onNext(.showUser("   "))
    #expect(h.made.count == 5)
  }

  /// A new-user review: after `4`, `octocat` Enter, `1`, `4` asked again with a plain
  /// "User"; before a name was typed the question sat over the last tab's rows and count.
  /// The User tab keeps its user (`4` on it asks for another), and the question shows no
  /// rows but what to type.
  @Test func theUserTabKeepsItsUserAndTheQuestionShowsNoRows() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(3))
    #expect(h.stage.rows.count == 3)
    h.stage.intentSubject.onNext(.selectTab(.user))
    #expect(h.stage.askedForUser == 1)
    #expect(h.stage.rows.isEmpty)
    guard case .isEmpty(let asking) = h.stage.status else {
      Issue.record("expected an empty state, got \(String(describing: h.stage.status))")
      return
    }
    #expect(asking.title == "Whose gists?")
    #expect(h.stage.positions.last == "")
    // A refresh of the tab below does not bring its rows back under the question.
    h.collection.answer(FakeGistCollection.gists(4))
    #expect(h.stage.rows.isEmpty)
    // Esc: the tab as it was.
    h.stage.intentSubject.onNext(.leaveField(.cancel))
    #expect(h.stage.rows.count == 4 && h.director.tab == .mine)
    #expect(h.stage.positions.last == "1 of 4 gists")

    h.stage.intentSubject.onNext(.selectTab(.user))
    h.stage.filterSubject.onNext("octocat")
    h.stage.intentSubject.onNext(.leaveField(.accept))
    #expect(h.collection.kind == .user("octocat"))
    h.collection.answer(FakeGistCollection.gists(2))
    #expect(h.stage.rows.count == 2)
    h.stage.intentSubject.onNext(.selectTab(.mine))
    let made = h.made.count
    h.stage.intentSubject.onNext(.selectTab(.user))
    #expect(h.stage.askedForUser == 2, "not asked again")
    #expect(h.director.tab == .user && h.director.user == "octocat")
    #expect(h.made.count == made + 1 && h.collection.kind == .user("octocat"))
    #expect(h.stage.tabs.last?.1.last == "User: octocat")
    // On the User tab, the key asks for another user.
    h.stage.intentSubject.onNext(.selectTab(.user))
    #expect(h.stage.askedForUser == 3)
    h.stage.intentSubject.onNext(.leaveField(.cancel))
    #expect(h.director.user == "octocat" && h.stage.tabs.last?.1.last == "User: octocat")
  }

  /// A new-user review: a user who does not exist said "… Press r to try again": the hint
  /// is how to ask for another user (the User tab's key, as remapped).
  @Test func aUserNotFoundSaysHowToAskForAnother() {
    let h = Harness()
    h.director.start()
    h.stage.intentSubject.onNext(.showUser("nobody"))
    h.collection.answer([], error: .notFound(what: "The user nobody"))
    guard case .failed(let state) = h.stage.status else {
      Issue.record("expected a failure, got \(String(describing: h.stage.status))")
      return
    }
    #expect(
      state.subtitle
        == "The user nobody was not found, or is not visible to this account. Press 4 to ask for another user."
    )
    var failed = CollectionState()
    failed.error = .notFound(what: "The user nobody")
    let status = GistListWording.status(
      failed, showsRows: false,
      search: GistListWording.Search(
        filter: "", answer: nil, progress: nil, searchesIndex: false),
      tab: .user, user: "nobody", retryKey: "F5", userKey: "F4")
    guard case .failed(let remapped) = status else { return }
    #expect(remapped.subtitle.hasSuffix("Press F4 to ask for another user."))
    #expect(!remapped.subtitle.contains("F5"))
  }

  /// Issue 19, item 11: the User tab with `..` listed the user's own secret gists (the
  /// path `/users/../gists` is `/gists`). A name that is not a GitHub login is refused.
  @Test func aUserNameThatIsNotALoginIsRefusedWithASentence() {
    let h = Harness()
    h.director.start()
    for name in ["..", ".", "a/b", "-x", "x--y", String(repeating: "a", count: 40)] {
      h.stage.intentSubject.onNext(.showUser(name))
      #expect(h.director.tab == .mine)
      #expect(h.stage.messages.last == GistLink.notALogin(name))
    }
    #expect(h.made.count == 1)
  }

  @Test func aRejectedTokenLeadsToTheLoginOnce() {
    let h = Harness()
    h.director.start()
    h.collection.answer([], error: .badToken)
    h.collection.answer([], error: .badToken)
    // The login screen's own words: the user can paste a token there (no `dehub auth login`).
    let login = Transition.restart(
      .login(
        message: "GitHub rejected the saved token (expired or revoked?): paste a new one.",
        then: nil))
    #expect(h.moves == [login])
    h.collection.answer([], error: .serverError(status: 500))
    #expect(h.moves == [login])
  }

  /// A token from a variable is named so, with what to do about it: the variable is used
  /// before a saved token at the next start.
  @Test func aRejectedTokenIsNamedAsItCame() {
    let sources: [(TokenSource, String)] = [
      (
        .environment("GH_TOKEN"),
        "GitHub rejected the token in GH_TOKEN (expired or revoked?): paste a new one (and fix "
          + "or unset GH_TOKEN: it is used before a saved token)."
      ),
      (
        .gh(host: "github.com"),
        "GitHub rejected gh's token for github.com (expired or revoked?): paste a new one."
      ),
    ]
    for (source, message) in sources {
      let h = Harness()
      h.session.tokenSource = source
      h.director.start()
      h.collection.answer([], error: .badToken)
      #expect(h.moves == [.restart(.login(message: message, then: nil))])
    }
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
    #expect(h.moves == [.push(.options)])
  }

  @Test func openingHandsOverTheGistItself() {
    let h = Harness()
    h.director.start()
    let gists = FakeGistCollection.gists(3)
    h.collection.answer(gists)
    h.stage.intentSubject.onNext(.open("gist2"))
    #expect(h.moves == [.push(.loadedGist(gists[2]))])
    #expect(h.stage.lastUpdated == Date(timeIntervalSince1970: 1_000))
  }

  @Test func openAndCompose() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(5))
    h.stage.intentSubject.onNext(.open("gist3"))
    #expect(h.openedIDs == ["gist3"])
    h.stage.intentSubject.onNext(.open("gone"))
    #expect(h.moves.last == .push(.gist(id: "gone", revision: nil)))
    h.stage.intentSubject.onNext(.newGist)
    guard case .push(.compose(let draft)) = h.moves.last else {
      Issue.record("expected the compose screen, got \(h.moves)")
      return
    }
    #expect(draft.gistID == nil && draft.files.isEmpty)
  }

  // The highlight belongs to a gist, not to a row: whatever changes the rows, the Stage is
  // told to highlight the same gist, and Enter (which names the highlighted gist) opens it.

  @Test func aFilterThatShrinksTheListKeepsTheHighlightedGist() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(20))
    h.stage.intentSubject.onNext(.select("gist15"))
    h.stage.filterSubject.onNext("number 1")
    #expect(h.stage.rows.map(\.id).first == "gist1")
    #expect(h.stage.selected == "gist15")
    h.stage.intentSubject.onNext(.open(h.stage.highlightedID))
    #expect(h.openedIDs == ["gist15"])
    h.stage.filterSubject.onNext("number 3")
    #expect(h.stage.selected == "gist3", "the highlighted gist is filtered out: the first row")
    h.stage.filterSubject.onNext("")
    #expect(h.stage.selected == "gist3")
  }

  @Test func aRefreshThatBringsGistsInAboveKeepsTheHighlightedGist() {
    let h = Harness()
    h.director.start()
    let gists = FakeGistCollection.gists(10)
    h.collection.answer(gists)
    h.stage.intentSubject.onNext(.select("gist5"))
    let newer = [Gist(id: "new1", description: "new", files: []), Gist(id: "new2", files: [])]
    h.collection.answer(newer + gists)
    #expect(h.stage.rows[5].id == "gist3")
    #expect(h.stage.selected == "gist5")
    h.stage.intentSubject.onNext(.open(h.stage.highlightedID))
    #expect(h.openedIDs == ["gist5"])
  }

  @Test func aTabSwitchAndBackComesBackToTheHighlightedGist() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(10))
    h.stage.intentSubject.onNext(.select("gist7"))
    h.stage.intentSubject.onNext(.selectTab(.starred))
    h.collection.answer(FakeGistCollection.gists(3))
    #expect(h.stage.selected == "gist0")
    h.stage.intentSubject.onNext(.selectTab(.mine))
    h.collection.answer(FakeGistCollection.gists(10))
    #expect(h.stage.selected == "gist7")
    h.stage.intentSubject.onNext(.open(h.stage.highlightedID))
    #expect(h.openedIDs == ["gist7"])
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
        }, navigator: RecordingNavigator())
      weakDirector = director
      director.start()
    }
    #expect(weakDirector == nil)
    #expect(!stage.intentSubject.hasObservers)
    _ = weakCollection
  }

  /// Defect 8: `G` stopped at the last loaded row, nothing said more was loading, and a
  /// filtered count said "2 gists" as if that were all.
  @Test func gGoesToTheRealEndAndTheStatusSaysWhereAndHowMany() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(100), hasMore: true)
    #expect(h.stage.positions.last == "1 of 100+ gists")
    h.stage.intentSubject.onNext(.select("gist41"))
    #expect(h.stage.positions.last == "42 of 100+ gists")
    h.stage.intentSubject.onNext(.jumpToEnd)
    #expect(h.collection.nextPageRequests == 1)
    #expect(h.stage.positions.last == "100 of 100+ gists · loading more…")
    h.collection.answer(FakeGistCollection.gists(200), hasMore: true)
    #expect(h.stage.selected == "gist199", "the highlight follows the end")
    #expect(h.collection.nextPageRequests == 2, "and the next page is asked for")
    h.collection.answer(FakeGistCollection.gists(250), hasMore: false)
    #expect(h.stage.selected == "gist249")
    #expect(h.stage.positions.last == "250 of 250 gists")
    #expect(h.collection.nextPageRequests == 2)
    h.stage.filterSubject.onNext("number 24")
    #expect(h.stage.positions.last == "11 of 250 gists")
  }

  /// Issue 19, item 11: the browser stopped at 10,000 gists without saying so.
  @Test func aListCutAtTheLimitSaysSo() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(10_000), reachedLimit: true)
    #expect(
      h.stage.positions.last
        == "1 of 10,000 gists · more not shown (dehub list --limit)")
  }

  @Test func gStopsWhenAPageFailsAndSaysWhy() {
    let h = Harness()
    h.director.start()
    h.collection.answer(FakeGistCollection.gists(100), hasMore: true)
    h.stage.intentSubject.onNext(.jumpToEnd)
    h.collection.answer([], error: .timeout(host: "api.github.com", seconds: 30))
    #expect(h.stage.messages.last?.hasPrefix("Could not load more:") == true)
    h.collection.answer(FakeGistCollection.gists(200), hasMore: true)
    #expect(h.collection.nextPageRequests == 1, "no longer following the end")
  }

  /// Defect 6: drafts were reachable only at the next start.
  @Test func theStatusCountsDraftsAndDOpensThem() {
    let h = Harness()
    h.drafts.count = 1
    h.director.start()
    #expect(h.stage.positions.last == "1 draft")
    h.collection.answer(FakeGistCollection.gists(3))
    #expect(h.stage.positions.last == "1 of 3 gists · 1 draft")
    h.stage.intentSubject.onNext(.drafts)
    #expect(h.moves == [.push(.drafts)])
    h.drafts.count = 0
    h.director.uncovered()
    #expect(h.stage.positions.last == "1 of 3 gists")
  }

  @Test func slashOnMineSearchesTheIndexAndShowsWhereTheContentMatched() {
    let harness = Harness()
    harness.director.start()
    harness.collection.answer(FakeGistCollection.gists(3), hasMore: true)
    #expect(harness.search.indexingStarts == 0)
    harness.session.login.onNext("ada")
    // Indexing starts at the next turn, once the list read from the cache is on the screen.
    #expect(harness.search.indexingStarts == 0)
    harness.scheduler.advance(by: 0)
    #expect(harness.search.indexingStarts == 1)
    harness.search.report(SearchIndexer.Progress(indexed: 340, total: 1000))
    #expect(harness.stage.positions.last?.hasSuffix(" · indexed 340 of 1,000") == true)
    harness.stage.filterSubject.onNext("quux lang:go")
    #expect(harness.search.asked.last?.query == SearchQuery.parse("quux lang:go"))
    // Until the index answers, the loaded rows are filtered as before.
    #expect(harness.stage.rows.isEmpty)
    let old = Gist(id: "old1", description: "old notes", files: [GistFile(filename: "run.go")])
    harness.search.answer(
      [SearchResult(gist: old, match: SearchMatch(file: "run.go", line: 42, text: "quux()"))],
      indexed: 1000)
    #expect(harness.stage.rows.map(\.id) == ["old1"])
    #expect(harness.stage.rows.first?.match == "run.go:42: quux()")
    // The highlighted hit's match is shown whole on a line of its own, at every width.
    #expect(harness.stage.hits.last == "run.go:42: quux()")
    #expect(harness.stage.highlight == "quux")
    #expect(harness.stage.positions.last == "1 of 1 hit · indexed 340 of 1,000")
    // The result opens at its match: the file and line the index named, and the words.
    harness.stage.intentSubject.onNext(.open("old1"))
    #expect(
      harness.moves.last
        == .push(
          .found(
            id: "old1", gist: old, find: TextFind(terms: ["quux"], file: "run.go", line: 42))))
    // A newer report asks again (the index grew); an answer for an older filter is dropped.
    harness.stage.filterSubject.onNext("quuxx")
    let stale = harness.search.asked[harness.search.asked.count - 2].completion
    stale(SearchResults(results: [], matched: 0, indexed: 1000))
    #expect(harness.stage.rows.map(\.id) == ["old1"] || harness.stage.rows.isEmpty)
    harness.search.report(SearchIndexer.Progress(indexed: 1000, total: 1000))
    #expect(harness.search.asked.last?.query == SearchQuery.parse("quuxx"))
    #expect(harness.stage.positions.last?.contains("indexed") == false)
  }

  @Test func starredSearchesOnlyStarredAndOtherTabsFilterTheLoadedRows() {
    let harness = Harness()
    harness.director.start(tab: .starred)
    harness.collection.answer(FakeGistCollection.gists(3))
    harness.stage.filterSubject.onNext("csv")
    var expected = SearchQuery.parse("csv")
    expected.starred = true
    #expect(harness.search.asked.last?.query == expected)
    let asked = harness.search.asked.count
    harness.stage.intentSubject.onNext(.selectTab(.discover))
    harness.collection.answer(FakeGistCollection.gists(12))
    harness.stage.filterSubject.onNext("number 1")
    #expect(harness.search.asked.count == asked)
    #expect(harness.stage.rows.map(\.id) == ["gist1", "gist10", "gist11"])
  }

  @Test func anIndexThatHasNotCaughtUpDoesNotHideLoadedRows() {
    // A first run: the indexer has not walked the list yet, so the index answers from
    // fewer gists than are loaded; the loaded rows are filtered meanwhile.
    let harness = Harness()
    harness.director.start()
    harness.collection.answer(FakeGistCollection.gists(12))
    harness.stage.filterSubject.onNext("number 1")
    harness.search.answer([], indexed: 0)
    #expect(harness.stage.rows.map(\.id) == ["gist1", "gist10", "gist11"])
    #expect(harness.stage.positions.last?.hasPrefix("3 of 12 gists") == true)
    // Once it knows them all, its answer is the one shown.
    harness.search.report(SearchIndexer.Progress(indexed: 12, total: 12))
    let only = FakeGistCollection.gists(12)[10]
    harness.search.answer([SearchResult(gist: only, match: nil)], indexed: 12)
    #expect(harness.stage.rows.map(\.id) == ["gist10"])
    #expect(harness.stage.positions.last == "1 of 1 hit · 12 indexed")
    #expect(harness.stage.hits.last == .some(nil))
  }

  /// Issue 35, item 4: the position says which hit is highlighted of how many, and when
  /// the index kept only the best of them; an empty answer while the index is being built
  /// says how far it has got.
  @Test func theSearchPositionCountsHitsAndSaysWhatIsShown() {
    let harness = Harness()
    harness.director.start()
    harness.collection.answer(FakeGistCollection.gists(3))
    harness.search.report(SearchIndexer.Progress(indexed: 3, total: 3))
    harness.stage.filterSubject.onNext("docker")
    let found = FakeGistCollection.gists(3).map {
      SearchResult(gist: $0, match: SearchMatch(file: "f.txt", line: 1, text: "docker"))
    }
    let results = SearchResults(results: found, matched: 123, indexed: 1_000)
    harness.search.asked.last?.completion(results)
    harness.stage.intentSubject.onNext(.select("gist1"))
    #expect(harness.stage.positions.last == "2 of 123 hits · the best 3 shown · 1,000 indexed")
    harness.search.report(SearchIndexer.Progress(indexed: 40, total: 1_000))
    harness.stage.filterSubject.onNext("quokka")
    harness.search.asked.last?.completion(SearchResults(results: [], matched: 0, indexed: 40))
    guard case .isEmpty(let empty) = harness.stage.status else {
      Issue.record("expected an empty state, got \(String(describing: harness.stage.status))")
      return
    }
    #expect(empty.title == "No gists match “quokka” yet")
    #expect(empty.subtitle.hasPrefix("the search index has 40 of 1,000 gists so far"))
  }
}
