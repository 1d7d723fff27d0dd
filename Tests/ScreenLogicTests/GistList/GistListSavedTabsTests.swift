import Foundation
import GistValues
import Model
import Reactive
import ScreenLogic
import Store
import TestSupport
import Testing

/// Issue 34, item 4: a search saved as a tab (`+`), named by the user, kept in the config,
/// removed and reordered in the options, and showing the index's answer to its query.
@Suite struct GistListSavedTabsTests {
  /// A list Director searching a fake index, saving into a memory store, and the options
  /// Director on the same session.
  final class Harness: Navigator {
    let scheduler = VirtualTimeScheduler()
    let stage = RecordingGistListStage()
    let session: AppSession
    let store = MemoryOptionStore()
    let search = FakeGistSearch()
    var collections: [FakeGistCollection] = []
    var moves: [Transition] = []
    private(set) var director: GistListDirector!
    let optionsStage = RecordingOptionsStage()
    private(set) var options: OptionsDirector!

    init(saved: [SavedSearch] = []) {
      session = AppSession(savedSearches: saved)
      session.login.onNext("ada")
      director = GistListDirector(
        stage: stage, scheduler: scheduler, refreshInterval: 30,
        resumed: PublishSubject<Void>().asObservable(),
        collections: { [unowned self] kind in
          let collection = FakeGistCollection(kind: kind)
          collections.append(collection)
          return collection
        }, session: session, search: search,
        tools: GistListTools(
          star: { _, _ in FakeStar() }, actions: { _ in FakeActions() },
          document: { id, gist in FakeGistDocument(id: id, initial: gist) }, options: store),
        navigator: self)
      options = OptionsDirector(stage: optionsStage, session: session, store: store)
    }

    func go(_ transition: Transition) { moves.append(transition) }
    func send(_ intent: GistListIntent) { stage.intentSubject.onNext(intent) }
    func type(_ text: String) { stage.filterSubject.onNext(text) }
    var lastQuery: SearchQuery? { search.asked.last?.query }
    var field: GistListField? { stage.fields.last ?? nil }
  }

  /// What the options key `name` asks with the row `row` highlighted.
  static func intent(_ name: String, on row: String) -> String {
    OptionsKeys.table.first { $0.name == name }?.intent(highlighted: row) ?? ""
  }

  static let ops = Gist(id: "ops1", description: "deploy", files: [GistFile(filename: "a.sh")])
  static let more = Gist(id: "ops2", description: "backup", files: [GistFile(filename: "b.sh")])

  @Test func plusSavesTheSearchAsANamedTabShowingTheIndexsAnswer() {
    let h = Harness()
    h.director.start()
    h.collections.last?.answer(FakeGistCollection.gists(3))
    // Nothing searched: + says how.
    h.send(.saveSearch)
    #expect(h.stage.messages.last == "Search first (/), then + saves the search as a tab.")
    h.send(.startFilter)
    h.type("lang:sh #ops")
    h.send(.leaveField(.move(1)))
    h.send(.saveSearch)
    // The name is asked for, the query offered.
    #expect(
      h.field?.kind == .tabName && h.field?.text == "lang:sh #ops" && h.field?.isFocused == true)
    h.type("")
    h.send(.leaveField(.accept))
    #expect(h.stage.messages.last == "A tab needs a name.")
    #expect(h.store.searches == nil)
    h.send(.saveSearch)
    h.type("ops")
    h.send(.leaveField(.accept))
    let saved = [SavedSearch(name: "ops", query: "lang:sh #ops")]
    #expect(h.store.searches == saved)
    #expect(h.session.savedSearches.value == saved)
    #expect(
      h.stage.notices.last
        == "Saved the tab “ops”: lang:sh #ops (in the config; Options reorders it)")
    // The tab shows, after the four, its query alone (the filter is in it).
    #expect(h.stage.savedTabs.names == ["ops"] && h.stage.savedTabs.selected == "ops")
    #expect(h.field == nil)
    #expect(h.lastQuery == SearchQuery.parse("lang:sh #ops"))
    h.search.answer([SearchResult(gist: Self.ops, match: nil)], indexed: 3)
    #expect(h.stage.rows.map(\.id) == ["ops1"])
    // The index grew: asked again, the tab shows the new answer.
    h.search.report(SearchIndexer.Progress(indexed: 4, total: 4))
    h.search.answer(
      [SearchResult(gist: Self.ops, match: nil), SearchResult(gist: Self.more, match: nil)],
      indexed: 4)
    #expect(h.stage.rows.map(\.id) == ["ops1", "ops2"])
    // A filter typed on it narrows it.
    h.send(.startFilter)
    h.type("backup")
    #expect(h.lastQuery == SearchQuery.parse("lang:sh #ops backup"))
    h.send(.leaveField(.cancel))
    #expect(h.lastQuery == SearchQuery.parse("lang:sh #ops"))
    withExtendedLifetime(h) {}
  }

  @Test func tabGoesRoundTheSavedTabsAfterUserAndANumberLeavesThem() {
    let h = Harness(saved: [
      SavedSearch(name: "ops", query: "#ops"), SavedSearch(name: "go", query: "lang:go"),
    ])
    h.director.start()
    #expect(h.stage.savedTabs.names == ["ops", "go"] && h.stage.savedTabs.selected == nil)
    h.send(.cycleTab(forward: false))
    #expect(h.stage.savedTabs.selected == "go")
    #expect(h.lastQuery == SearchQuery.parse("lang:go"))
    h.send(.cycleTab(forward: false))
    #expect(h.stage.savedTabs.selected == "ops")
    h.send(.cycleTab(forward: true))
    h.send(.cycleTab(forward: true))
    #expect(h.stage.savedTabs.selected == nil && h.director.tab == .mine)
    h.send(.selectSaved("ops"))
    #expect(h.stage.savedTabs.selected == "ops")
    let refreshes = h.collections.last?.refreshCount ?? 0
    h.collections.last?.answer(FakeGistCollection.gists(3))
    h.send(.refresh)
    #expect(h.collections.last?.refreshCount == refreshes + 1)
    h.send(.selectTab(.starred))
    #expect(h.stage.savedTabs.selected == nil && h.director.tab == .starred)
    withExtendedLifetime(h) {}
  }

  @Test func theOptionsReorderAndRemoveTheTabsAndTheListFollows() {
    let h = Harness(saved: [
      SavedSearch(name: "ops", query: "#ops"), SavedSearch(name: "go", query: "lang:go"),
    ])
    h.director.start()
    h.options.start()
    #expect(h.optionsStage.shown.last?.suffix(2) == ["tab", "tab"])
    h.send(.selectSaved("ops"))
    // `J` on "ops" moves it right.
    h.optionsStage.toggleSubject.onNext(Self.intent("tab-right", on: "tab:ops"))
    #expect(h.store.searches?.map(\.name) == ["go", "ops"])
    #expect(h.stage.savedTabs.names == ["go", "ops"] && h.stage.savedTabs.selected == "ops")
    #expect(h.optionsStage.notices.last == "Moved the tab “ops” right (saved in the config)")
    // `x` on an option that is not a tab does nothing, and says why.
    #expect(
      h.options.availability(of: Self.intent("remove-tab", on: "mouse"))
        == "saved search tabs only")
    // Removing the tab showing: the list goes back to Mine.
    h.optionsStage.toggleSubject.onNext(Self.intent("remove-tab", on: "tab:ops"))
    #expect(h.store.searches == [SavedSearch(name: "go", query: "lang:go")])
    #expect(h.stage.savedTabs.names == ["go"] && h.stage.savedTabs.selected == nil)
    #expect(h.director.tab == .mine)
    // A failed save changes nothing.
    h.store.failure = .local("Could not save /x/config.toml.")
    h.optionsStage.toggleSubject.onNext(Self.intent("remove-tab", on: "tab:go"))
    #expect(h.session.savedSearches.value.map(\.name) == ["go"])
    #expect(
      h.optionsStage.messages.last == "Could not save the tabs: Could not save /x/config.toml.")
    withExtendedLifetime(h) {}
  }
}
