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
  /// The keys the list's sentences name (as remapped): the one that loads the list again,
  /// and the User tab's (to ask for another user).
  private let keys: (retry: String?, user: String)
  private let session: AppSession
  /// How many unsent drafts there are (read when the list shows, not on every key).
  private let draftCount: () -> Int
  private var drafts = 0
  private let bag = DisposeBag()
  /// The gists kept and shown, the highlight and what is typed (its helpers read it).
  private var list = GistListState()
  /// Which tab shows, and where the tab keys lead.
  private var tabs = GistListTabMachine()
  /// The tab showing.
  public var tab: GistListTab { tabs.tab }
  /// The user whose gists the User tab shows.
  public var user: String? { tabs.user }
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
    keys = GistListKeys.named(in: keyMap)
    self.tools = tools
    rowActions = tools.map {
      GistRowActions(stage: stage, session: session, tools: $0, navigator: navigator)
    }
    self.previewer = previewer
    self.search = GistListSearch(model: search, scheduler: scheduler)
    self.draftCount = draftCount
    self.session = session
    self.stage = stage
    loader = GistListLoader(
      scheduler: scheduler, refreshInterval: refreshInterval, resumed: resumed,
      collections: collections, session: session)
    self.navigator = navigator
    arranger = GistListArranger(stage: stage, session: session, options: tools?.options)
    saved = GistListSavedTabs(session: session, options: tools?.options)
    arranger.changed = { [weak self] in
      self?.arrange()
      self?.render()
    }
  }

  /// Starts observing the Stage and shows `tab`.
  public func start(tab: GistListTab, user: String? = nil) {
    drafts = draftCount()
    list.query = GistListQuery(marks: tools?.marks() ?? GistMarks())
    for helper in [marking?.outcomes, rowActions?.outcomes].compactMap({ $0 }) {
      helper.subscribe(onNext: { [weak self] in self?.apply($0) }).disposed(by: bag)
    }
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    stage.fieldText.subscribe(onNext: { [weak self] text in self?.change { $0.typed(text) } })
      .disposed(by: bag)
    search.answered = { [weak self] in self?.render() }
    search.grew = { [weak self] in self?.showPosition() }
    search.start(login: session.login.asObservable())
    GistListSessionView.show(session, on: stage, bag: bag)
    // Saved tabs reordered or removed in the options: the tabs show them; a removed one
    // showing gives way to Mine.
    saved.changes().subscribe(onNext: { [weak self] _ in
      guard let self else { return }
      if let showing = tabs.saved, !saved.names.contains(showing) { return showSaved(nil) }
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
    if let known = tools?.marks(), list.query.useMarks(known) { render() }
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
    if marking?.handle(intent, in: list) == true { return }
    if let step = tabs.step(
      for: intent, signedOut: session.signedOut.value, savedNames: saved.names)
    {
      return take(step)
    }
    switch intent {
    case .saveSearch:
      guard let name = GistListSavedTabs.name(suggestedFor: search.filter) else {
        return stage.showMessage(GistListSavedTabs.searchFirst)
      }
      change { $0.nameTab(suggesting: name) }
    case .startFilter: change { $0.startFilter() }
    case .leaveField(let exit): change { $0.leave(exit) }
    case .selectTab, .cycleTab, .selectSaved, .selectSavedAt, .showUser: break
    case .select(let id):
      loader.followingEnd = false
      selected(id)
    case .jumpToEnd:
      if loader.followEnd(filtering: !search.filter.isEmpty) { render() }
    case .open(let id):
      list.selectedID = id
      navigator?.go(
        .push(search.destination(of: id, listed: list.shown.gists.first { $0.id == id })))
    case .refresh:
      loader.refreshNow()
    case .newGist, .options, .drafts, .outbox, .links:
      intent.destination.map { navigator?.go(.push($0)) }
    case .togglePreview:
      guard let previewer else { return }
      previewer.toggle()
      previewer.highlight(list.highlighted)
    case .cycleOrder: arranger.cycleOrder(of: tab)
    case .cycleVisibility: arranger.cycleVisibility(of: tab)
    case .toggleStar, .copyURL, .openInBrowser, .edit, .editFresh, .resumeDraft, .delete,
      .confirmDelete:
      _ = rowActions?.handle(intent, in: list)
    case .mark, .markRange, .markAll, .confirmBulk, .undo: break
    }
  }

  /// Why `intent` does nothing to the gist it names, in a few words (nil: it works): only
  /// the owner edits and deletes, and a gist with no web page has no address to copy or open.
  public func availability(of intent: GistListIntent) -> String? {
    GistListAvailability.of(intent, in: list, marking: marking, login: session.login.value)
  }

  /// Goes where a tab key leads.
  private func take(_ step: GistListTabMachine.Step) {
    switch step {
    case .signIn(let tab):
      // The login opens over the list: Esc comes back to it.
      navigator?.go(.push(.login(message: GistListWording.signInToSee(tab), then: nil)))
    case .askForUser:
      leaveSaved()
      change { $0.askForUser() }
    case .show(let tab, let user):
      // A name given while one was asked for answers the question.
      if list.typing.mode == .askingUser {
        _ = list.typing.leave(.cancel)
        stage.showField(list.typing.field)
      }
      leaveSaved()
      show(tab, user: user)
    case .showSaved(let name): showSaved(name)
    case .refuse(let words): stage.showMessage(words)
    }
  }

  /// Applies what a helper (the marks, the row actions) did.
  private func apply(_ outcome: GistListOutcome) {
    switch outcome {
    case .rerender: render()
    case .dropped(let id): dropped(id)
    case .deletedOne(let gist):
      dropped(gist.id)
      marking?.deletedOne(gist)
    case .starChanged(let id, let starred):
      if list.query.setStarred(id, starred) { render() }
    case .reload: loader.refreshNow()
    }
  }

  /// The mode or the field's text changes by `step`: the field shows it, and the list does
  /// what the step asks (shows the filter's rows, opens or moves the highlight, a user).
  private func change(_ step: (inout GistListTyping) -> GistListTyping.Outcome) {
    let wasAsking = list.typing.mode == .askingUser
    let outcome = step(&list.typing)
    stage.showField(list.typing.field)
    defer {
      // The question for a user name shows no list; once it is answered or given up, the
      // list shows again (the user's, or the tab's as it was).
      if list.typing.mode == .askingUser && !wasAsking {
        showAskingForUser()
      } else if wasAsking && list.typing.mode != .askingUser {
        arrange()
        render()
      }
    }
    switch outcome {
    case .none: break
    case .filterChanged:
      search.type(saved.filter(typed: list.typing.filter, on: tabs.saved))
      render()
    case .nameTab(let name):
      let query = search.filter
      let (done, words) = saved.save(name: name, query: query)
      guard done else { return stage.showMessage(words) }
      stage.showNotice(words)
      // The tab shows its search alone: what was typed is in it.
      _ = list.typing.leave(.cancel)
      stage.showField(list.typing.field)
      showSaved(name.trimmingSpaces())
    case .openHighlighted:
      if let id = list.highlighted?.id ?? list.shown.rows.first?.id { handle(.open(id)) }
    case .move(let by):
      guard let id = list.shown.id(by, from: list.selectedID) else { return }
      stage.showRows(rows, selected: id, highlight: search.highlight)
      handle(.select(id))
    case .showUser(let name): handle(.showUser(name))
    }
  }

  /// Shows the tabs' titles, and orders and picks the tab's rows as the options say
  /// (`render` shows them).
  private func arrange() {
    arranger.showTabs(showing: tab, user: user)
    stage.showSavedTabs(saved.names, selected: tabs.saved)
    let arrangement = arranger.arrangement
    list.query.arrange(
      order: arrangement.order(of: tab), visibility: arrangement.visibility(of: tab))
  }

  /// Gist `id` was deleted from here.
  private func dropped(_ id: String) {
    list.query.delete(id)
    render()
  }

  private func show(_ tab: GistListTab, user: String?) {
    if tab == .user && user == nil { return change { $0.askForUser() } }
    list.selectedID = tabs.enter(tab, user: user, selected: list.selectedID)
    list.query.show(tab)
    arrange()
    search.show(tab)
    loader.load(
      tab.kind(user: user),
      changed: { [weak self] state in
        // Rows and search keys are made again only when the gists changed, not when only a
        // loading flag did (the same array compares equal at once).
        self?.list.query.load(state.gists)
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
    tabs.show(saved: name)
    show(.mine, user: user)
    search.type(saved.filter(typed: list.typing.filter, on: name))
    render()
  }

  /// A tab of the four takes the place of the saved one showing.
  private func leaveSaved() {
    guard tabs.show(saved: nil) else { return }
    search.type(list.typing.filter)
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
    if let error = loader.rejection(state) {
      navigator?.go(
        .restart(
          .login(
            message: GistListWording.loginReason(error, source: session.tokenSource), then: nil)))
      return
    }
    guard list.typing.mode != .askingUser else { return showAskingForUser() }
    search.listed(list.query.kept.rows.count)
    let shown = list.query.shown(filter: search.filter, answer: search.answer)
    list.show(shown, morePages: state.hasMore)
    loader.loadRest(for: list.query.order)
    if loader.followingEnd {
      list.selectedID = shown.rows.last?.id
      let followed = loader.follow(state)
      state = followed.state
      if let message = followed.message { stage.showMessage(message) }
    }
    stage.showRows(rows, selected: list.selectedID, highlight: search.highlight)
    previewer?.highlight(list.highlighted)
    showPosition()
    showHit()
    stage.setContentStatus(
      GistListWording.status(
        state, showsRows: !shown.rows.isEmpty, search: search.words, tab: tab, user: user,
        retryKey: keys.retry, userKey: keys.user))
    stage.showLastUpdated(state.lastUpdated)
    stage.setStale(
      since: state.hasLoaded && state.error != nil ? state.lastUpdated ?? Date() : nil,
      reason: GistListWording.staleReason(state.error))
  }

  /// The rows shown, the marked ones marked.
  private var rows: [GistRow] { marking?.marked(list.shown.rows) ?? list.shown.rows }

  /// Shows where the highlight is, how many gists there are and how many are marked.
  private func showPosition() {
    guard let state = loader.current, list.typing.mode != .askingUser else { return }
    let position = GistListWording.position(
      state, loaded: list.query.kept.rows.count, shown: list.shown.rows.count,
      at: list.selectedID.flatMap(list.shown.position(of:)), search: search.words, drafts: drafts)
    let marked = GistBulkWording.marked(marking?.selection.count ?? 0)
    stage.showPosition([position, marked].filter { !$0.isEmpty }.joined(separator: " · "))
  }

  /// Shows where the search matched in the highlighted gist, when it searched content.
  private func showHit() {
    let hit = search.hit(in: list.selectedID)
    stage.showHit(hit, words: hit == nil ? [] : search.terms)
  }

  private func selected(_ id: String) {
    list.selectedID = id
    previewer?.highlight(list.highlighted)
    showPosition()
    showHit()
    guard search.filter.isEmpty,
      list.shown.rows.suffix(Self.prefetchDistance + 1).contains(where: { $0.id == id })
    else { return }
    loader.nearedEnd()
  }
}
