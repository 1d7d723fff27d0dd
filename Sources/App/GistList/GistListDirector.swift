import Foundation
import Model
import Reactive

/// All the logic of the gist list: which tab, loading through the tab's collection model,
/// filtering as the user types (description, file names, languages), asking for the next
/// page as the selection nears the end, refreshing (on appear, on resume, on a timer, on
/// `r`), the content status and empty states, and opening the selected gist.
///
/// Errors show as messages only when the user asked (`r`); background refresh failures
/// only mark the list stale.
public final class GistListDirector {
  /// How close to the last row the selection gets before the next page is asked for.
  public static let prefetchDistance = 10

  private let stage: any GistListStage
  private let scheduler: any Scheduler
  private let refreshInterval: TimeInterval
  private let resumed: Observable<Void>
  private let makeCollection: (GistListKind) -> any GistCollectionModel
  private let open: (Destination) -> Void
  private let compose: () -> Void
  private let bag = DisposeBag()
  private let collectionSubscription = SerialDisposable()
  private var collection: (any GistCollectionModel)?
  private var refresher: Refresher?
  private var filter = ""
  private var shown: [Gist] = []
  private var selection = 0
  /// The tab showing.
  public private(set) var tab: GistListTab = .mine
  /// The user whose gists the User tab shows.
  public private(set) var user: String?

  /// A Director for `stage`. `collections` makes the model of each list; `open` and
  /// `compose` go to other scenes.
  public init(
    stage: any GistListStage, scheduler: any Scheduler, refreshInterval: TimeInterval,
    resumed: Observable<Void>, collections: @escaping (GistListKind) -> any GistCollectionModel,
    open: @escaping (Destination) -> Void, compose: @escaping () -> Void
  ) {
    self.stage = stage
    self.scheduler = scheduler
    self.refreshInterval = refreshInterval
    self.resumed = resumed
    makeCollection = collections
    self.open = open
    self.compose = compose
  }

  /// Starts observing the Stage and shows `tab`.
  public func start(tab: GistListTab = .mine, user: String? = nil) {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    stage.filterText.distinctUntilChanged().subscribe(onNext: { [weak self] text in
      self?.filter = text
      self?.render()
    }).disposed(by: bag)
    stage.selectionChanged.subscribe(onNext: { [weak self] in self?.selected($0) })
      .disposed(by: bag)
    show(tab, user: user)
  }

  /// The screen went away (another scene covers it).
  public func stop() {
    refresher?.disappeared()
  }

  private func handle(_ intent: GistListIntent) {
    switch intent {
    case .selectTab(let tab):
      show(tab, user: tab == .user ? nil : user)
    case .cycleTab(let forward):
      let all = GistListTab.allCases
      let index = all.firstIndex(of: tab) ?? 0
      show(all[(index + (forward ? 1 : all.count - 1)) % all.count], user: user)
    case .showUser(let name):
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty { show(.user, user: trimmed) }
    case .open:
      guard selection < shown.count else { return }
      open(.gist(id: shown[selection].id, revision: nil))
    case .refresh:
      refresher?.refreshNow()
    case .newGist:
      compose()
    }
  }

  private func show(_ tab: GistListTab, user: String?) {
    if tab == .user && user == nil {
      stage.askForUserName()
      return
    }
    self.tab = tab
    self.user = tab == .user ? user : self.user
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
    selection = 0
    stage.showTab(tab, user: tab == .user ? user : nil)
    collectionSubscription.disposable = collection.state.subscribe(onNext: { [weak self] _ in
      self?.render()
    })
    let refresher = Refresher(
      scheduler: scheduler, interval: refreshInterval, resumed: resumed
    ) { [weak self, weak collection] reason, done in
      guard let collection else { return done() }
      collection.refresh {
        if reason == .user, let error = collection.current.error {
          self?.stage.showMessage(error.message)
        }
        done()
      }
    }
    self.refresher = refresher
    refresher.appeared()
  }

  private func render() {
    guard let state = collection?.current else { return }
    shown = filter.isEmpty ? state.gists : state.gists.filter { Self.matches($0, filter) }
    stage.showRows(shown.map { GistRow($0) }, highlight: filter)
    stage.setContentStatus(status(for: state))
    stage.setStale(state.hasLoaded && state.error != nil)
  }

  private func status(for state: CollectionState) -> ContentStatus {
    if !state.hasLoaded {
      if let error = state.error, !state.isLoading { return .failed(error.message) }
      return .loading
    }
    if !shown.isEmpty { return .hasContent }
    if !filter.isEmpty {
      return .isEmpty(
        EmptyState(title: "No gists match “\(filter)”", subtitle: "press Esc to clear the filter"))
    }
    return .isEmpty(tab.emptyState(user: user))
  }

  private func selected(_ index: Int) {
    selection = index
    guard filter.isEmpty, let collection, collection.current.hasMore,
      index >= shown.count - Self.prefetchDistance
    else { return }
    collection.loadNextPage()
  }

  /// Whether `gist` matches the filter: its description, a file name or a language contains
  /// `text`, ignoring case and accents.
  public static func matches(_ gist: Gist, _ text: String) -> Bool {
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    if gist.description?.range(of: text, options: options) != nil { return true }
    return gist.files.contains {
      $0.filename.range(of: text, options: options) != nil
        || $0.language?.range(of: text, options: options) != nil
    }
  }
}
