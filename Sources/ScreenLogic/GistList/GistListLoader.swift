import FoundationEssentials
import GistValues
import Model
import Reactive

/// The list of the tab showing, loaded and kept fresh for the list's Director: the tab's
/// collection model (a page at a time, the rest at once after `G`) and the refresher that
/// loads it again when the list shows, on resume, on a timer and on `r`.
final class GistListLoader {
  private let scheduler: any Scheduler
  private let refreshInterval: TimeInterval
  private let resumed: Observable<Void>
  private let makeCollection: (GistListKind) -> any GistCollectionModel
  private let subscription = SerialDisposable()
  private let bag = DisposeBag()
  private var refresher: Refresher?
  /// Told when GitHub answered a refresh (what waits in the outbox may go).
  private let answered: PublishSubject<Void>
  /// The model of the list showing (nil before a tab shows).
  private(set) var collection: (any GistCollectionModel)?

  /// A loader making each list's model with `collections`, refreshing every
  /// `refreshInterval` seconds on `scheduler` and when `resumed` says the app came back;
  /// `session` is told after each refresh GitHub answered (what waits in the outbox may
  /// go), and the list is loaded again when writes from the outbox went.
  init(
    scheduler: any Scheduler, refreshInterval: TimeInterval, resumed: Observable<Void>,
    collections: @escaping (GistListKind) -> any GistCollectionModel, session: AppSession
  ) {
    answered = session.githubAnswered
    self.scheduler = scheduler
    self.refreshInterval = refreshInterval
    self.resumed = resumed
    makeCollection = collections
    session.outboxSent.asObservable().subscribe(onNext: { [weak self] in
      self?.refresher?.changed()
    }).disposed(by: bag)
  }

  /// Whether a rejected token was reported (once: the login takes the app's place).
  private var reportedRejection = false

  /// The error of `state` when it says the token was rejected, the first time only.
  func rejection(_ state: CollectionState) -> GistError? {
    guard !reportedRejection, let error = state.error, error.needsAuthentication else {
      return nil
    }
    reportedRejection = true
    return error
  }

  /// The list as it stands (nil before a tab shows).
  var current: CollectionState? { collection?.current }

  /// Whether `G` asked for the real end: the highlight follows the last row while the
  /// remaining pages load.
  var followingEnd = false

  /// `G`: the end is followed while pages remain (not while a filter picks the rows).
  func followEnd(filtering: Bool) -> Bool {
    followingEnd = !filtering && current?.hasMore == true
    return followingEnd
  }

  /// While the end is followed, the list in `state`: at its end or at an error the
  /// following stops (with the sentence to say for the error); else every page left is
  /// asked at once (eight in flight), and the state is the one after that.
  func follow(_ state: CollectionState) -> (state: CollectionState, message: String?) {
    guard followingEnd else { return (state, nil) }
    if state.error != nil || !state.hasMore {
      followingEnd = false
      return (state, state.error.map { "Could not load more: \($0.message)" })
    }
    guard !state.isLoading, let collection else { return (state, nil) }
    collection.loadRest()
    return (collection.current, nil)
  }

  /// A sort of the whole list (`order` by creation, by description) needs every page: the
  /// rest are asked for, a wave at a time, until the end or a failure (asked again after
  /// the next refresh that succeeds). GitHub's own order needs none.
  func loadRest(for order: GistListOrder) {
    guard order != .updated, let collection, collection.current.hasMore,
      collection.current.error == nil
    else { return }
    collection.loadRest()
  }

  /// The highlight nears the last row: the next page, when there is one.
  func nearedEnd() {
    guard let collection, collection.current.hasMore else { return }
    collection.loadNextPage()
  }

  /// Shows list `kind` from now on: `changed` gets each of its states, the current one at
  /// once; `refreshed` is told after each refresh whether the user asked for it, and the
  /// error it ended with.
  func load(
    _ kind: GistListKind, changed: @escaping (CollectionState) -> Void,
    refreshed: @escaping (_ asked: Bool, _ error: GistError?) -> Void
  ) {
    refresher?.disappeared()
    let collection = makeCollection(kind)
    self.collection = collection
    subscription.disposable = collection.state.subscribe(onNext: changed)
    let refresher = Refresher(
      scheduler: scheduler, interval: refreshInterval, resumed: resumed
    ) { [weak collection, answered] reason, done in
      guard let collection else { return done() }
      collection.refresh {
        if collection.current.error == nil { answered.onNext(()) }
        refreshed(reason == .user, collection.current.error)
        done()
      }
    }
    self.refresher = refresher
    refresher.appeared()
  }

  /// The user asked for the list again (`r`).
  func refreshNow() { refresher?.refreshNow() }

  /// The list shows again: refresh, and restart the timer.
  func appeared() { refresher?.appeared() }

  /// The list is covered or closed: no refreshing until it shows again.
  func disappeared() { refresher?.disappeared() }
}
