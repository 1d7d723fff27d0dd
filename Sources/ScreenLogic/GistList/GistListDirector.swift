import Basics
import FoundationEssentials
import GistValues
import Model
import Reactive
import Store

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
  /// The tab's list, loaded and refreshed.
  private let loader: GistListLoader
  /// The search as the user types (through the account's index on Mine and Starred).
  private let search: GistListSearch
  /// The preview pane (wide terminals, `p`).
  private let previewer: GistPreviewer?
  private weak var navigator: (any Navigator)?
  /// The key that loads the list again (as remapped), for a failure to name.
  private let retryKey: String?
  /// The key of the User tab (as remapped), for the sentences that say how to ask for
  /// another user.
  private let userKey: String
  private let session: AppSession
  /// How many unsent drafts there are (read when the list shows, not on every key).
  private let draftCount: () -> Int
  private var drafts = 0
  private var reportedAuthentication = false
  private let bag = DisposeBag()
  /// Which gists the list keeps and shows, and their rows.
  private var query = GistListQuery()
  /// What the filter shows now.
  private var shown = GistListQuery.Shown()
  /// Browsing, typing the filter or a user name, and what is typed.
  private var typing = GistListTyping()
  /// The highlighted gist, by id (nil: the first row).
  private var selectedID: String?
  /// The gist highlighted on each tab, for coming back to it.
  private var selectedOnTab: [GistListTab: String] = [:]
  /// The tab showing.
  public var tab: GistListTab { query.tab }
  /// The user whose gists the User tab shows.
  public private(set) var user: String?
  /// What acting on a row uses (nil: the list only reads).
  private let rowActions: GistRowActions?
  /// The marks, the bulk actions on them, and undoing a delete (nil: the list only reads).
  private let marking: GistListMarking?
  private let tools: GistListTools?
  /// The tabs' order and visibility options.
  private let arranger: GistListArranger
  /// The searches saved as tabs after the four.
  private let saved: GistListSavedTabs

  /// A Director for `stage`. `collections` makes the model of each list; `navigator` moves
  /// to other screens (a gist, compose, options, the login when the token is rejected).
  public init(
    stage: any GistListStage, scheduler: any Scheduler, refreshInterval: TimeInterval,
    resumed: Observable<Void>, collections: @escaping (GistListKind) -> any GistCollectionModel,
    session: AppSession = AppSession(), draftCount: @escaping () -> Int = { 0 },
    search: (any GistSearchModel)? = nil, previewer: GistPreviewer? = nil,
    tools: GistListTools? = nil, keyMap: KeyMap = KeyMap(), navigator: any Navigator
  ) {
    let bulk = GistBulk(scheduler: scheduler)
    marking = tools.map {
      GistListMarking(
        stage: stage, session: session, tools: $0, bulk: bulk,
        undoKey: $0.keepsDeleted ? keyMap.key(named: "undo", in: GistListKeys.table) ?? "u" : nil)
    }
    retryKey = keyMap.retryKey(in: GistListKeys.table)
    userKey = keyMap.key(named: "user", in: GistListKeys.table) ?? "4"
    self.tools = tools
    var changeStar: (String, Bool) -> Void = { _, _ in }
    var dropRow: (Gist) -> Void = { _ in }
    rowActions = tools.map {
      GistRowActions(
        stage: stage, session: session, tools: $0, navigator: navigator,
        starChanged: { changeStar($0, $1) }, deleted: { dropRow($0) })
    }
    self.previewer = previewer
    self.search = GistListSearch(model: search, scheduler: scheduler)
    self.draftCount = draftCount
    self.session = session
    self.stage = stage
    loader = GistListLoader(
      scheduler: scheduler, refreshInterval: refreshInterval, resumed: resumed,
      collections: collections)
    self.navigator = navigator
    arranger = GistListArranger(stage: stage, session: session, options: tools?.options)
    saved = GistListSavedTabs(session: session, options: tools?.options)
    // A star changed here (at once, or back when GitHub refused).
    changeStar = { [weak self] in if self?.query.setStarred($0, $1) == true { self?.render() } }
    arranger.changed = { [weak self] in
      self?.arrange()
      self?.render()
    }
    dropRow = { [weak self] gist in
      self?.dropped(gist.id)
      self?.marking?.deletedOne(gist)
    }
    marking?.changed = { [weak self] in self?.render() }
    marking?.deleted = { [weak self] in self?.dropped($0) }
    marking?.starChanged = changeStar
    marking?.madeAgain = { [weak self] in self?.loader.refreshNow() }
  }

  /// Starts observing the Stage and shows `tab`.
  public func start(tab: GistListTab, user: String? = nil) {
    drafts = draftCount()
    query = GistListQuery(marks: tools?.marks() ?? GistMarks())
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    stage.fieldText.subscribe(onNext: { [weak self] text in self?.change { $0.typed(text) } })
      .disposed(by: bag)
    search.answered = { [weak self] in self?.render() }
    search.grew = { [weak self] in self?.showPosition() }
    search.start(login: session.login.asObservable())
    GistListSessionView.show(session, on: stage, bag: bag)
    // Saved tabs reordered or removed in the options: the tabs show them; a removed one
    // showing gives way to Mine.
    var known = session.savedSearches.value
    session.savedSearches.asObservable().subscribe(onNext: { [weak self] searches in
      guard let self, searches != known else { return }
      known = searches
      if let showing = saved.showing, !saved.names.contains(showing) { return showSaved(nil) }
      arrange()
    }).disposed(by: bag)
    previewer?.start()
    // Mine or Starred asked for without a token (the palette's "Mine"): the login in its
    // place, in its own words, as `1` or `2` leads there (back goes to the screen below);
    // a public list is not shown as the user's.
    guard !tab.needsAccount || !session.signedOut.value else {
      navigator?.go(.replaceTop(.login(message: GistListWording.signInToSee(tab), then: nil)))
      return
    }
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
    if let known = tools?.marks(), known != query.marks {
      query.useMarks(known)
      render()
    }
    showPosition()
    loader.appeared()
  }

  /// Another scene covers the list: it stops refreshing until it shows again.
  public func covered() { loader.disappeared() }

  /// The list closed: it stops refreshing, and a bulk run under way stops (said at the end).
  public func closed() {
    covered()
    marking?.closed()
  }

  private func handle(_ intent: GistListIntent) {
    if let marking,
      marking.handle(
        intent, listed: listed, shown: shown.gists, isStarred: query.isStarred)
    {
      return
    }
    switch intent {
    case .selectTab(let tab):
      // The login opens over the list: Esc comes back to it.
      guard !tab.needsAccount || !session.signedOut.value else {
        navigator?.go(.push(.login(message: GistListWording.signInToSee(tab), then: nil)))
        return
      }
      // The User tab shows the last user again; on it, the key asks for another.
      let asking = tab == .user && self.tab == .user && saved.showing == nil
      leaveSaved()
      show(tab, user: asking ? nil : user)
    case .cycleTab(let forward):
      let edge = saved.showing == nil && self.tab == (forward ? .user : .mine)
      if !session.signedOut.value, let next = saved.next(forward: forward, fromEdge: edge) {
        return showSaved(next)
      }
      let from = saved.showing == nil ? tab : forward ? .user : .mine
      leaveSaved()
      show(from.next(forward: forward, signedOut: session.signedOut.value), user: user)
    case .saveSearch:
      let query = search.filter
      guard !query.isEmpty else {
        return stage.showMessage("Search first (/), then + saves the search as a tab.")
      }
      change { $0.nameTab(suggesting: String(query.prefix(SavedSearch.nameLimit))) }
    case .selectSaved(let name):
      guard !session.signedOut.value else {
        navigator?.go(.push(.login(message: GistListWording.signInToSee(.mine), then: nil)))
        return
      }
      showSaved(name)
    case .showUser(let name):
      let trimmed = name.trimmingSpaces()
      guard !trimmed.isEmpty else { return }
      guard GistLink.isLogin(trimmed) else { return stage.showMessage(GistLink.notALogin(trimmed)) }
      // A name given while one was asked for answers the question.
      if typing.mode == .askingUser {
        _ = typing.leave(.cancel)
        stage.showField(typing.field)
      }
      leaveSaved()
      show(.user, user: trimmed)
    case .startFilter: change { $0.startFilter() }
    case .leaveField(let exit): change { $0.leave(exit) }
    case .select(let id):
      loader.followingEnd = false
      selected(id)
    case .jumpToEnd:
      if loader.followEnd(filtering: !search.filter.isEmpty) { render() }
    case .open(let id):
      selectedID = id
      navigator?.go(.push(search.destination(of: id, listed: shown.gists.first { $0.id == id })))
    case .refresh:
      loader.refreshNow()
    case .newGist:
      navigator?.go(.push(.compose(Draft(description: "", files: [:], isPublic: false))))
    case .options:
      navigator?.go(.push(.options))
    case .drafts:
      navigator?.go(.push(.drafts))
    case .links:
      navigator?.go(.push(.links))
    case .togglePreview:
      guard let previewer else { return }
      previewer.toggle()
      previewer.highlight(highlightedGist)
    case .cycleOrder: arranger.cycleOrder(of: tab)
    case .cycleVisibility: arranger.cycleVisibility(of: tab)
    case .toggleStar, .copyURL, .openInBrowser, .edit, .editFresh, .resumeDraft, .delete,
      .confirmDelete:
      _ = rowActions?.handle(intent, listed: listed, isStarred: query.isStarred)
    case .mark, .markRange, .markAll, .confirmBulk, .undo: break
    }
  }

  /// Why `intent` does nothing to the gist it names, in a few words (nil: it works): only
  /// the owner edits and deletes, and a gist with no web page has no address to copy or open.
  public func availability(of intent: GistListIntent) -> String? {
    if let marking {
      switch intent {
      case .undo, .markAll, .delete, .toggleStar:
        if let reason = marking.availability(of: intent, shown: shown.rows.count) {
          return reason
        }
        if case .delete = intent, !marking.selection.isEmpty { return nil }
      default: break
      }
    } else if case .undo = intent {
      return "the list only reads"
    }
    return switch intent {
    case .edit(let id), .delete(let id):
      listed(id).flatMap { GistRules.ownersOnly($0, login: session.login.value) }
    case .copyURL(let id), .openInBrowser(let id):
      listed(id).flatMap { GistRules.webPage(of: $0) == nil ? GistRules.noWebAddress : nil }
    default: nil
    }
  }

  /// The gist `id` as the list has it.
  private func listed(_ id: String) -> Gist? {
    shown.gists.first { $0.id == id } ?? query.gist(id)
  }

  /// The mode or the field's text changes by `step`: the field shows it, and the list does
  /// what the step asks (shows the filter's rows, opens or moves the highlight, a user).
  private func change(_ step: (inout GistListTyping) -> GistListTyping.Outcome) {
    let wasAsking = typing.mode == .askingUser
    let outcome = step(&typing)
    stage.showField(typing.field)
    defer {
      // The question for a user name shows no list; once it is answered or given up, the
      // list shows again (the user's, or the tab's as it was).
      if typing.mode == .askingUser && !wasAsking {
        showAskingForUser()
      } else if wasAsking && typing.mode != .askingUser {
        arrange()
        render()
      }
    }
    switch outcome {
    case .none: break
    case .filterChanged:
      search.type(saved.filter(typed: typing.filter))
      render()
    case .nameTab(let name):
      let query = search.filter
      let (done, words) = saved.save(name: name, query: query)
      guard done else { return stage.showMessage(words) }
      stage.showNotice(words)
      // The tab shows its search alone: what was typed is in it.
      _ = typing.leave(.cancel)
      stage.showField(typing.field)
      showSaved(name.trimmingSpaces())
    case .openHighlighted:
      if let id = highlightedGist?.id ?? shown.rows.first?.id { handle(.open(id)) }
    case .move(let by):
      guard let id = shown.id(by, from: selectedID) else { return }
      stage.showRows(rows, selected: id, highlight: search.highlight)
      handle(.select(id))
    case .showUser(let name): handle(.showUser(name))
    }
  }

  /// Shows the tabs' titles, and orders and picks the tab's rows as the options say
  /// (`render` shows them).
  private func arrange() {
    arranger.showTabs(showing: tab, user: user)
    stage.showSavedTabs(saved.names, selected: saved.showing)
    let arrangement = arranger.arrangement
    query.arrange(order: arrangement.order(of: tab), visibility: arrangement.visibility(of: tab))
  }

  /// Gist `id` was deleted from here.
  private func dropped(_ id: String) {
    query.delete(id)
    render()
  }

  private func show(_ tab: GistListTab, user: String?) {
    if tab == .user && user == nil { return change { $0.askForUser() } }
    if let selectedID { selectedOnTab[self.tab] = selectedID }
    let sameList = tab == self.tab && (tab != .user || user == self.user)
    query.show(tab)
    self.user = tab == .user ? user : self.user
    selectedID = sameList ? selectedID : selectedOnTab[tab]
    arrange()
    search.show(tab)
    loader.load(
      tab.kind(user: user),
      changed: { [weak self] state in
        // Rows and search keys are made again only when the gists changed, not when only a
        // loading flag did (the same array compares equal at once).
        self?.query.load(state.gists)
        self?.render()
      },
      refreshed: { [weak self] asked, error in
        if asked, let error { self?.stage.showMessage(error.message) }
        // The account's list loaded again may hold new gists: the index fetches their
        // content, and its count follows the account.
        if tab.needsAccount, error == nil { self?.search.catchUp() }
      })
    search.ask()
  }

  /// Shows the saved tab `name` (nil: Mine): the account's gists searched for its query
  /// through the index, with what is typed narrowing it.
  private func showSaved(_ name: String?) {
    saved.showing = name
    show(.mine, user: user)
    search.type(saved.filter(typed: typing.filter))
    render()
  }

  /// A tab of the four takes the place of the saved one showing.
  private func leaveSaved() {
    guard saved.showing != nil else { return }
    saved.showing = nil
    search.type(typing.filter)
  }

  /// While a user name is asked for, the list shows no rows but what to type (not the
  /// rows of the tab it was on).
  private func showAskingForUser() {
    arranger.showTabs(showing: .user, user: nil)
    stage.showSavedTabs(saved.names, selected: nil)
    stage.showRows([], selected: nil, highlight: "")
    stage.setContentStatus(
      .isEmpty(GistListWording.askingForUser(back: user != nil && tab == .user)))
    stage.showPosition("")
    stage.showHit(nil, words: [])
    previewer?.highlight(nil)
  }

  private func render() {
    guard var state = loader.current else { return }
    if let error = state.error, error.needsAuthentication, !reportedAuthentication {
      reportedAuthentication = true
      navigator?.go(
        .restart(
          .login(
            message: GistListWording.loginReason(error, source: session.tokenSource), then: nil)))
      return
    }
    guard typing.mode != .askingUser else { return showAskingForUser() }
    search.listed(query.kept.rows.count)
    shown = query.shown(filter: search.filter, answer: search.answer)
    // The highlight stays on its gist wherever the gist moved (a filter, a refresh that
    // brought gists in above it); when it is gone, the first row takes it. While nothing is
    // shown (loading, no match) it is kept for when the rows come.
    if let first = shown.rows.first?.id, selectedID.map({ !shown.contains($0) }) ?? true {
      selectedID = first
    }
    if loader.followingEnd {
      selectedID = shown.rows.last?.id
      let followed = loader.follow(state)
      state = followed.state
      if let message = followed.message { stage.showMessage(message) }
    }
    stage.showRows(rows, selected: selectedID, highlight: search.highlight)
    previewer?.highlight(highlightedGist)
    showPosition()
    showHit()
    stage.setContentStatus(
      GistListWording.status(
        state, showsRows: !shown.rows.isEmpty, search: search.words, tab: tab, user: user,
        retryKey: retryKey, userKey: userKey))
    stage.showLastUpdated(state.lastUpdated)
    stage.setStale(
      since: state.hasLoaded && state.error != nil ? state.lastUpdated ?? Date() : nil,
      reason: GistListWording.staleReason(state.error))
  }

  /// The rows shown, the marked ones marked.
  private var rows: [GistRow] { marking?.marked(shown.rows) ?? shown.rows }

  /// Shows where the highlight is, how many gists there are and how many are marked.
  private func showPosition() {
    guard let state = loader.current, typing.mode != .askingUser else { return }
    let position = GistListWording.position(
      state, loaded: query.kept.rows.count, shown: shown.rows.count,
      at: selectedID.flatMap(shown.position(of:)), search: search.words, drafts: drafts)
    let marked = GistBulkWording.marked(marking?.selection.count ?? 0)
    stage.showPosition([position, marked].filter { !$0.isEmpty }.joined(separator: " · "))
  }

  /// Shows where the search matched in the highlighted gist, when it searched content.
  private func showHit() {
    let hit = search.hit(in: selectedID)
    stage.showHit(hit, words: hit == nil ? [] : search.terms)
  }

  /// The highlighted gist, as shown.
  private var highlightedGist: Gist? {
    selectedID.flatMap { id in shown.gists.first { $0.id == id } }
  }

  private func selected(_ id: String) {
    selectedID = id
    previewer?.highlight(highlightedGist)
    showPosition()
    showHit()
    guard search.filter.isEmpty,
      shown.rows.suffix(Self.prefetchDistance + 1).contains(where: { $0.id == id })
    else { return }
    loader.nearedEnd()
  }
}
