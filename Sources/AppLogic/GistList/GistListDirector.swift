import Basics
import FoundationEssentials
import Model
import Reactive

/// All the logic of the gist list: which tab, loading through the tab's collection model,
/// filtering as the user types (description, file names, languages), asking for the next
/// page as the selection nears the end, refreshing (on appear, on resume, on a timer, on
/// `r`), the content status and empty states, and opening the selected gist.
///
/// Errors show as messages only when the user asked (`r`); background refresh failures
/// only mark the list stale.
public final class GistListDirector: ScreenDirector {
  /// How close to the last row the selection gets before the next page is asked for.
  public static let prefetchDistance = 10

  private let stage: any GistListStage
  private let scheduler: any Scheduler
  private let refreshInterval: TimeInterval
  private let resumed: Observable<Void>
  private let makeCollection: (GistListKind) -> any GistCollectionModel
  /// The account's search index (nil without a cache): `/` on Mine and Starred searches it.
  private let search: (any GistSearchModel)?
  /// The results of the search for the filter as it is now (nil until they come).
  private var found: (filter: String, results: SearchResults)?
  private var indexProgress: SearchIndexer.Progress?
  /// The preview pane (wide terminals, `p`).
  private let previewer: GistPreviewer?
  private let navigate: (Transition) -> Void
  private let session: AppSession
  /// How many unsent drafts there are (read when the list shows, not on every key).
  private let draftCount: () -> Int
  private var drafts = 0
  private var reportedAuthentication = false
  private let bag = DisposeBag()
  private let collectionSubscription = SerialDisposable()
  private var collection: (any GistCollectionModel)?
  private var refresher: Refresher?
  private var filter = ""
  private var shown: [Gist] = []
  private var shownRows: [GistRow] = []
  /// Each gist's row and searchable text, made once per list change (not once per key).
  private var index: (gists: [Gist], rows: [GistRow], keys: [[UInt8]]) = ([], [], [])
  /// The highlighted gist, by id (nil: the first row).
  private var selectedID: String?
  /// The gist highlighted on each tab, for coming back to it.
  private var selectedOnTab: [GistListTab: String] = [:]
  /// Whether `G` asked for the real end: the highlight follows the last row while the
  /// remaining pages load.
  private var followingEnd = false
  /// The tab showing.
  public private(set) var tab: GistListTab = .mine
  /// The user whose gists the User tab shows.
  public private(set) var user: String?
  /// What acting on a row uses (nil: the list only reads).
  private let rowActions: GistRowActions?
  private let tools: GistListTools?
  /// What the cache knows of stars and forks, with the user's own changes since.
  private var marks = GistMarks()
  /// Gists unstarred here (the Starred tab still lists them until it is loaded again).
  private var unstarred: Set<String> = []
  /// Gists deleted from here, hidden until the list no longer has them.
  private var deletedIDs: Set<String> = []
  /// The gists of the list as loaded, before the tab's visibility and order.
  private var loaded: [Gist] = []

  /// A Director for `stage`. `collections` makes the model of each list; `navigate` moves
  /// to other screens (a gist, compose, options, the login when the token is rejected).
  public init(
    stage: any GistListStage, scheduler: any Scheduler, refreshInterval: TimeInterval,
    resumed: Observable<Void>, collections: @escaping (GistListKind) -> any GistCollectionModel,
    session: AppSession = AppSession(), draftCount: @escaping () -> Int = { 0 },
    search: (any GistSearchModel)? = nil, previewer: GistPreviewer? = nil,
    tools: GistListTools? = nil, navigate: @escaping (Transition) -> Void
  ) {
    self.tools = tools
    var changeStar: (String, Bool) -> Void = { _, _ in }
    var dropRow: (String) -> Void = { _ in }
    rowActions = tools.map {
      GistRowActions(
        stage: stage, session: session, tools: $0, navigate: navigate,
        starChanged: { changeStar($0, $1) }, deleted: { dropRow($0) })
    }
    self.previewer = previewer
    self.search = search
    self.draftCount = draftCount
    self.session = session
    self.stage = stage
    self.scheduler = scheduler
    self.refreshInterval = refreshInterval
    self.resumed = resumed
    makeCollection = collections
    self.navigate = navigate
    changeStar = { [weak self] id, starred in self?.starChanged(id, starred) }
    dropRow = { [weak self] id in self?.dropped(id) }
  }

  /// Starts observing the Stage and shows `tab`.
  public func start(tab: GistListTab, user: String? = nil) {
    drafts = draftCount()
    marks = tools?.marks() ?? GistMarks()
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    stage.filterText.distinctUntilChanged().subscribe(onNext: { [weak self] text in
      self?.filter = text
      self?.searchIndex()
      self?.render()
    }).disposed(by: bag)
    if let search {
      search.progress.subscribe(onNext: { [weak self] progress in
        self?.indexProgress = progress
        // The index grew: the search for the filter shown is asked again.
        self?.searchIndex()
        if let state = self?.collection?.current {
          self?.stage.showPosition(self?.position(state) ?? "")
        }
      }).disposed(by: bag)
      // Indexing starts once it is known who is signed in (the index is per account).
      session.login.asObservable().compactMap { $0 }.distinctUntilChanged().subscribe(onNext: {
        _ in search.startIndexing()
      }).disposed(by: bag)
    }
    Observable.combineLatest(session.login.asObservable(), session.rateLimit.asObservable()) {
      ($0, $1)
    }.subscribe(onNext: { [weak self] login, rateLimit in
      self?.stage.showSession(login: login, rateLimit: rateLimit)
    }).disposed(by: bag)
    session.notice.asObservable().compactMap { $0 }.subscribe(onNext: { [weak self] notice in
      self?.stage.showMessage(notice)
      self?.session.notice.onNext(nil)
    }).disposed(by: bag)
    session.watch(.relativeTimes).subscribe(onNext: { [weak self] in
      self?.stage.useRelativeTimes($0)
    }).disposed(by: bag)
    previewer?.start()
    show(tab, user: user)
  }

  /// The tab (and, on the User tab, whose gists) the list opens on; set before it starts.
  public var opening: (tab: GistListTab, user: String?) = (.mine, nil)

  /// Starts on the `opening` tab.
  public func start() { start(tab: opening.tab, user: opening.user) }

  /// The screen is shown again (the scene above it closed): refresh, and restart the timer.
  public func uncovered() {
    drafts = draftCount()
    // A star may have changed on a screen opened from here.
    if let known = tools?.marks(), known != marks {
      marks = known
      // Starred again elsewhere after being unstarred here: the cache's word wins.
      unstarred.subtract(known.starred)
      rebuild()
    }
    if let state = collection?.current { stage.showPosition(position(state)) }
    refresher?.appeared()
  }

  /// Another scene covers the list: it stops refreshing until it shows again.
  public func covered() {
    refresher?.disappeared()
  }

  /// The list closed: it stops refreshing.
  public func closed() { covered() }

  private func handle(_ intent: GistListIntent) {
    switch intent {
    case .selectTab(let tab):
      guard !tab.needsAccount || !session.signedOut.value else {
        return navigate(.restart(.login(message: Self.signInToSee(tab), then: nil)))
      }
      show(tab, user: tab == .user ? nil : user)
    case .cycleTab(let forward):
      // Browsing without signing in, Tab goes round the tabs that work without a token.
      let all = GistListTab.allCases.filter { !$0.needsAccount || !session.signedOut.value }
      let index = all.firstIndex(of: tab) ?? 0
      show(all[(index + (forward ? 1 : all.count - 1)) % all.count], user: user)
    case .showUser(let name):
      let trimmed = name.trimmingSpaces()
      guard !trimmed.isEmpty else { return }
      guard GistLink.isLogin(trimmed) else { return stage.showMessage(GistLink.notALogin(trimmed)) }
      show(.user, user: trimmed)
    case .select(let id):
      followingEnd = false
      selected(id)
    case .jumpToEnd:
      followingEnd = filter.isEmpty && collection?.current.hasMore == true
      if followingEnd { render() }
    case .open(let id):
      selectedID = id
      let terms = SearchQuery.parse(filter).textTerms
      if searchesIndex, let found = answer, !terms.isEmpty,
        let result = found.results.first(where: { $0.gist.id == id })
      {
        // A search result opens at its first match, and n / N go on from there.
        let gist = shown.first(where: { $0.id == id }) ?? result.gist
        navigate(
          .push(
            .found(
              id: id, gist: gist,
              find: TextFind(terms: terms, file: result.match?.file, line: result.match?.line))))
      } else if let gist = shown.first(where: { $0.id == id }) {
        navigate(.push(.loadedGist(gist)))
      } else {
        navigate(.push(.gist(id: id, revision: nil)))
      }
    case .refresh:
      refresher?.refreshNow()
    case .newGist:
      navigate(.push(.compose(Draft(description: "", files: [:], isPublic: false))))
    case .options:
      navigate(.push(.options))
    case .drafts:
      navigate(.push(.drafts))
    case .togglePreview:
      guard let previewer else { return }
      previewer.toggle()
      previewer.highlight(highlightedGist)
    case .cycleOrder:
      let order = self.order.next
      save("sort_\(tab.key)", order.rawValue)
      stage.showNotice("\(tab.title): \(order.label)")
    case .cycleVisibility:
      guard tab.hasSecretGists else {
        return stage.showMessage("Only public gists are listed on \(tab.title).")
      }
      let visibility = self.visibility.next
      save("visibility_\(tab.key)", visibility.rawValue)
      stage.showNotice("\(tab.title): \(visibility.label ?? "public and secret")")
    case .toggleStar(let id):
      guard let gist = listed(id) else { return }
      rowActions?.toggleStar(gist, starred: isStarred(id))
    case .copyURL(let id):
      if let gist = listed(id) { rowActions?.copyURL(gist) }
    case .openInBrowser(let id):
      if let gist = listed(id) { rowActions?.openInBrowser(gist) }
    case .edit(let id):
      if let gist = listed(id) { rowActions?.edit(gist) }
    case .editFresh(let id):
      rowActions?.editFresh(id)
    case .resumeDraft(_, let draft):
      rowActions?.resume(draft: draft)
    case .delete(let id):
      if let gist = listed(id) { rowActions?.delete(gist) }
    case .confirmDelete(let id):
      if let gist = listed(id) { rowActions?.confirmDelete(gist) }
    }
  }

  /// Why `intent` does nothing to the gist it names, in a few words (nil: it works): only
  /// the owner edits and deletes, and a gist with no web page has no address to copy or open.
  public func availability(of intent: GistListIntent) -> String? {
    switch intent {
    case .edit(let id), .delete(let id):
      listed(id).flatMap { GistRules.ownersOnly($0, login: session.login.value) }
    case .copyURL(let id), .openInBrowser(let id):
      listed(id).flatMap { GistRules.webPage(of: $0) == nil ? GistRules.noWebAddress : nil }
    default: nil
    }
  }

  /// The gist `id` as the list has it.
  private func listed(_ id: String) -> Gist? {
    shown.first { $0.id == id } ?? loaded.first { $0.id == id }
  }

  /// Whether gist `id` is starred, as far as the list knows.
  private func isStarred(_ id: String) -> Bool {
    !unstarred.contains(id) && (tab == .starred || marks.starred.contains(id))
  }

  /// The tab's order (the options', else as GitHub sends them).
  private var order: GistListOrder {
    session.choices.value["sort_\(tab.key)"].flatMap(GistListOrder.init(rawValue:)) ?? .updated
  }

  /// The tab's visibility (the options', else all).
  private var visibility: GistVisibility {
    guard tab.hasSecretGists else { return .all }
    return session.choices.value["visibility_\(tab.key)"].flatMap(GistVisibility.init(rawValue:))
      ?? .all
  }

  /// How the tab's rows are chosen and ordered, in words (nil: as GitHub sends them).
  private var arrangement: String? {
    let parts = [visibility.label, order == .updated ? nil : order.label].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// Keeps `value` for the option `key`, in the session and the config.
  private func save(_ key: String, _ value: String) {
    do throws(GistError) {
      try tools?.options?.save(key, word: value)
    } catch {
      stage.showMessage("Could not save the option: \(error.message)")
    }
    var choices = session.choices.value
    choices[key] = value
    session.choices.onNext(choices)
    showTabs()
    rebuild()
  }

  /// Shows the tabs' titles: the User tab names its user, the tab showing says how its rows
  /// are chosen and ordered, and without a token the account's tabs say they need a sign-in.
  private func showTabs() {
    let arrangement = self.arrangement
    let signedOut = session.signedOut.value
    let titles = GistListTab.allCases.map { each in
      var title = each == .user && tab == .user ? user.map { "User: \($0)" } ?? "User" : each.title
      if signedOut && each.needsAccount { title += " (sign in)" }
      if each == tab, let arrangement { title += " (\(arrangement))" }
      return title
    }
    stage.showTabs(titles, selected: tab)
  }

  /// A star changed here (at once, or back when GitHub refused).
  private func starChanged(_ id: String, _ starred: Bool) {
    guard isStarred(id) != starred else { return }
    if starred {
      unstarred.remove(id)
      marks.starred.insert(id)
    } else {
      unstarred.insert(id)
      marks.starred.remove(id)
    }
    rebuild()
  }

  /// Gist `id` was deleted from here.
  private func dropped(_ id: String) {
    deletedIDs.insert(id)
    rebuild()
  }

  /// The row of `gist` on this tab: marked starred or a fork as known, with its owner
  /// where the gists are not all the user's.
  private func row(_ gist: Gist, match: SearchMatch? = nil) -> GistRow {
    GistRow(
      gist, isStarred: isStarred(gist.id), isFork: marks.forks.contains(gist.id),
      owner: tab == .mine ? nil : gist.owner?.login, match: match)
  }

  /// Makes the rows and search keys again from the loaded gists (the tab's visibility and
  /// order, marks, deletions), and shows them.
  private func rebuild() {
    let visibility = self.visibility
    // Without a filter the collection's own array is used (10,000 gists are not copied).
    let kept =
      visibility == .all && deletedIDs.isEmpty
      ? loaded : loaded.filter { visibility.admits($0) && !deletedIDs.contains($0.id) }
    let gists = order.sorted(kept)
    // Rows with the same languages share one array of them: 10,000 rows hold a few dozen
    // arrays, not 10,000.
    var languages: [[String]: [String]] = [:]
    let rows = gists.map { gist in
      var row = row(gist)
      if let same = languages[row.languages] {
        row.languages = same
      } else {
        languages[row.languages] = row.languages
      }
      return row
    }
    index = (gists, rows, gists.map { Array(Self.searchKey($0).utf8) })
    render()
  }

  private func show(_ tab: GistListTab, user: String?) {
    if tab == .user && user == nil {
      stage.askForUserName()
      return
    }
    if let selectedID { selectedOnTab[self.tab] = selectedID }
    let sameList = tab == self.tab && (tab != .user || user == self.user)
    self.tab = tab
    self.user = tab == .user ? user : self.user
    selectedID = sameList ? selectedID : selectedOnTab[tab]
    refresher?.disappeared()
    let kind: GistListKind =
      switch tab {
      case .mine: .mine
      case .starred: .starred
      case .discover: .public
      case .user: .user(user ?? "")
      }
    let collection = makeCollection(kind)
    self.collection = collection
    showTabs()
    index = ([], [], [])
    loaded = []
    found = nil
    collectionSubscription.disposable = collection.state.subscribe(onNext: { [weak self] state in
      guard let self else { return }
      // Rows and search keys are made again only when the gists changed, not when only a
      // loading flag did (the same array compares equal at once).
      if state.gists != self.loaded {
        self.loaded = state.gists
        return self.rebuild()
      }
      self.render()
    })
    let refresher = Refresher(
      scheduler: scheduler, interval: refreshInterval, resumed: resumed
    ) { [weak self, weak collection] reason, done in
      guard let collection else { return done() }
      collection.refresh {
        if reason == .user, let error = collection.current.error {
          self?.stage.showMessage(error.message)
        }
        // The account's list loaded again may hold new gists: the index fetches their
        // content, and its count follows the account.
        if tab.needsAccount, collection.current.error == nil { self?.search?.catchUp() }
        done()
      }
    }
    self.refresher = refresher
    refresher.appeared()
    searchIndex()
  }

  private func render() {
    guard var state = collection?.current else { return }
    if let error = state.error, error.needsAuthentication, !reportedAuthentication {
      reportedAuthentication = true
      navigate(.restart(.login(message: Self.loginReason(error), then: nil)))
      return
    }
    if filter.isEmpty {
      shown = index.gists
      shownRows = index.rows
    } else if let answer {
      let visibility = self.visibility
      let results = answer.results.filter {
        visibility.admits($0.gist) && !deletedIDs.contains($0.gist.id)
      }
      shown = results.map(\.gist)
      shownRows = results.map { row($0.gist, match: $0.match) }
    } else {
      let query = Array(Self.fold(filter).utf8)
      let hits = index.keys.indices.filter { Self.bytes(index.keys[$0], contain: query) }
      shown = hits.map { index.gists[$0] }
      shownRows = hits.map { index.rows[$0] }
    }
    // The highlight stays on its gist wherever the gist moved (a filter, a refresh that
    // brought gists in above it); when it is gone, the first row takes it. While nothing is
    // shown (loading, no match) it is kept for when the rows come.
    if let first = shownRows.first?.id,
      selectedID.map({ id in !shownRows.contains { $0.id == id } }) ?? true
    {
      selectedID = first
    }
    if followingEnd {
      selectedID = shownRows.last?.id
      if state.error != nil || !state.hasMore {
        followingEnd = false
        if let error = state.error { stage.showMessage("Could not load more: \(error.message)") }
      } else if !state.isLoading, let collection {
        // Every page left at once (eight in flight), not one after another.
        collection.loadRest()
        state = collection.current
      }
    }
    stage.showRows(shownRows, selected: selectedID, highlight: highlight)
    previewer?.highlight(highlightedGist)
    stage.showPosition(position(state))
    showHit()
    stage.setContentStatus(status(for: state))
    stage.showLastUpdated(state.lastUpdated)
    stage.setStale(
      since: state.hasLoaded && state.error != nil ? state.lastUpdated ?? Date() : nil,
      reason: Self.staleReason(state.error))
  }

  private func status(for state: CollectionState) -> ContentStatus {
    if !state.hasLoaded {
      if let error = state.error, !state.isLoading { return .failed(error.message) }
      return .loading
    }
    if !shown.isEmpty { return .hasContent }
    if !filter.isEmpty {
      // While the index is still being built, an empty answer may only be not yet.
      if searchesIndex, let progress = indexProgress, !progress.isComplete {
        return .isEmpty(
          EmptyState(
            title: "No gists match “\(filter)” yet",
            subtitle:
              "the search index has \(Self.grouped(progress.indexed)) of \(Self.grouped(progress.total)) gists so far; Esc clears"
          ))
      }
      return .isEmpty(
        EmptyState(title: "No gists match “\(filter)”", subtitle: "press Esc to clear the filter"))
    }
    return .isEmpty(tab.emptyState(user: user))
  }

  /// Why a list is not up to date, in the status bar's few words: a spent rate limit says
  /// until when (it is not "offline").
  public static func staleReason(_ error: GistError?) -> String {
    switch error {
    case .rateLimited(let reset?):
      "rate-limited until \(GistError.clockTime(reset).prefix(5))"
    case .rateLimited, .secondaryRateLimit: "rate-limited"
    case .some(let error) where !error.isOffline: "not up to date"
    default: "offline"
    }
  }

  /// Why the login screen is shown when a tab of the account's was asked for without a
  /// token.
  static func signInToSee(_ tab: GistListTab) -> String {
    "\(tab.title) lists \(tab == .mine ? "your own gists" : "the gists you starred"): sign in "
      + "with a token to see it, or choose “Browse public gists” to go back."
  }

  /// Why the login screen is shown, in its own words (the user can paste a token there).
  static func loginReason(_ error: GistError) -> String {
    switch error {
    case .missingToken: "Your gists need a sign-in: paste a token, or choose “Browse public gists”."
    case .badToken: "GitHub rejected the saved token (expired or revoked?): paste a new one."
    case .missingScope: "The saved token lacks the gist scope: paste one that has it."
    default: error.message
    }
  }

  /// Where the highlight is, how many gists, and whether more are loading, in words.
  private func position(_ state: CollectionState) -> String {
    guard state.hasLoaded else {
      return drafts > 0 ? "\(drafts) draft\(drafts == 1 ? "" : "s")" : ""
    }
    let loaded = index.gists.count
    let total = Self.grouped(loaded) + (state.hasMore ? "+" : "")
    let gists = loaded == 1 && !state.hasMore ? "gist" : "gists"
    var text: String
    if let answer, !filter.isEmpty {
      // Which hit is highlighted, of how many; the index keeps the best of them.
      let matched = answer.matched
      let hits = "\(Self.grouped(matched)) hit\(matched == 1 ? "" : "s")"
      if let id = selectedID, let at = shown.firstIndex(where: { $0.id == id }) {
        text = "hit \(Self.grouped(at + 1)) of \(hits)"
      } else {
        text = hits
      }
      if answer.results.count < matched {
        text += " · the best \(Self.grouped(answer.results.count)) shown"
      }
      if indexProgress?.isComplete ?? true {
        text += " · \(Self.grouped(answer.indexed)) indexed"
      }
    } else if !filter.isEmpty {
      text = "\(Self.grouped(shown.count)) of \(total) \(gists)"
    } else if let id = selectedID, let at = shown.firstIndex(where: { $0.id == id }) {
      text = "\(Self.grouped(at + 1)) of \(total) \(gists)"
    } else {
      text = "\(total) \(gists)"
    }
    if state.isLoadingNextPage { text += " · loading more…" }
    if state.reachedLimit { text += " · more not shown (dehub list --limit)" }
    if drafts > 0 { text += " · \(drafts) draft\(drafts == 1 ? "" : "s")" }
    if let progress = indexProgress, !progress.isComplete {
      text += " · indexed \(Self.grouped(progress.indexed)) of \(Self.grouped(progress.total))"
    }
    return text
  }

  /// Shows where the search matched in the highlighted gist, when it searched content.
  private func showHit() {
    guard let answer, !filter.isEmpty, let id = selectedID,
      let match = answer.results.first(where: { $0.gist.id == id })?.match
    else { return stage.showHit(nil, words: []) }
    stage.showHit(
      "\(match.file):\(match.line): \(match.text)", words: SearchQuery.parse(filter).textTerms)
  }

  /// Whether `/` searches the index: on Mine and Starred, when there is one.
  private var searchesIndex: Bool { search != nil && (tab == .mine || tab == .starred) }

  /// Asks the index for the filter as it is now (results come back to `render`).
  private func searchIndex() {
    guard searchesIndex, !filter.isEmpty, let search else { return }
    var query = SearchQuery.parse(filter)
    if tab == .starred { query.starred = true }
    let asked = filter
    search.search(query) { [weak self] results in
      guard let self, asked == self.filter else { return }
      self.found = (asked, results)
      self.render()
    }
  }

  /// The index's answer for the filter as it is now, when the index knows at least the
  /// gists loaded here: on a first run, before the indexer has walked the list, an empty
  /// index would hide rows the loaded list has (those are filtered instead).
  private var answer: SearchResults? {
    guard let found, found.filter == filter, found.results.indexed >= index.gists.count else {
      return nil
    }
    return found.results
  }

  /// What the rows mark: the first word or phrase the index was asked for, else (until it
  /// answered) the filter.
  private var highlight: String {
    guard searchesIndex, !filter.isEmpty, answer != nil else { return filter }
    return SearchQuery.parse(filter).textTerms.first ?? ""
  }

  /// `number` with thousands separated by commas ("10,000").
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var out = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }

  /// The highlighted gist, as shown.
  private var highlightedGist: Gist? {
    selectedID.flatMap { id in shown.first { $0.id == id } }
  }

  private func selected(_ id: String) {
    selectedID = id
    previewer?.highlight(highlightedGist)
    if let state = collection?.current { stage.showPosition(position(state)) }
    showHit()
    guard filter.isEmpty, let collection, collection.current.hasMore,
      shown.suffix(Self.prefetchDistance + 1).contains(where: { $0.id == id })
    else { return }
    collection.loadNextPage()
  }

  /// Whether `gist` matches the filter: its description, a file name or a language contains
  /// `text`, ignoring case and accents.
  public static func matches(_ gist: Gist, _ text: String) -> Bool {
    searchKey(gist).contains(fold(text))
  }

  /// The text the filter searches: description, file names and languages, one per line,
  /// folded.
  static func searchKey(_ gist: Gist) -> String {
    let parts = [gist.description ?? ""] + gist.files.flatMap { [$0.filename, $0.language ?? ""] }
    return fold(parts.joined(separator: "\n"))
  }

  /// Whether `haystack` contains `needle` (UTF-8 is self-synchronising, so a byte match is a
  /// character match).
  static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    guard haystack.count >= needle.count else { return false }
    let last = haystack.count - needle.count
    var start = 0
    while start <= last {
      guard let found = haystack[start...last].firstIndex(of: first) else { return false }
      var offset = 1
      while offset < needle.count && haystack[found + offset] == needle[offset] { offset += 1 }
      if offset == needle.count { return true }
      start = found + 1
    }
    return false
  }

  /// Lowercased, accents removed, so matching is a plain substring check.
  static func fold(_ text: String) -> String {
    text.folded()
  }
}
