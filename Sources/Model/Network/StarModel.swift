import GistValues
import Reactive
import Store

/// Whether the signed-in user starred a gist, and toggling it.
public protocol StarModelProtocol: AnyObject {
  /// Starred or not (nil while unknown).
  var isStarred: Observable<Bool?> { get }
  /// Whether a toggle is in flight (a second one waits until it is done).
  var isToggling: Bool { get }
  /// Asks the server.
  func check()
  /// Stars or unstars; the change shows at once and is rolled back if the server refuses,
  /// and `completion` tells how it went (on the main loop; not called when a toggle is
  /// already in flight).
  func toggle(completion: @escaping (Result<Void, GistError>) -> Void)
}

/// The star of one gist on the real API.
public final class StarModel: StarModelProtocol {
  private let id: String
  private let api: GistAPI
  private let worker: NetworkWorker
  private let starred: BehaviorSubject<Bool?>
  private var pending = false
  private let cache: CacheScope?

  public var isToggling: Bool { pending }

  /// The star of gist `id` (`known`: starred or not, as a list knows it; nil: unknown
  /// until `check`); a change is written through to `cache`.
  public init(
    id: String, api: GistAPI, worker: NetworkWorker, cache: CacheScope? = nil, known: Bool? = nil
  ) {
    starred = BehaviorSubject(value: known)
    self.id = id
    self.api = api
    self.worker = worker
    self.cache = cache
  }

  public var isStarred: Observable<Bool?> { starred.asObservable() }

  public func check() {
    let (api, id) = (self.api, self.id)
    worker.perform({ () throws(GistError) in try api.isStarred(id: id) }) { [weak self] result in
      guard let self, !self.pending, case .success(let value) = result else { return }
      self.starred.onNext(value)
    }
  }

  public func toggle(completion: @escaping (Result<Void, GistError>) -> Void) {
    guard !pending else { return }
    let before = starred.value ?? false
    let wanted = !before
    pending = true
    starred.onNext(wanted)
    let (api, id) = (self.api, self.id)
    worker.perform({ () throws(GistError) in try api.setStarred(wanted, id: id) }) {
      [weak self] result in
      guard let self else { return }
      self.pending = false
      switch result {
      case .failure:
        self.starred.onNext(before)
      case .success:
        self.cache?.write { store, account in store.starred(id, wanted, account: account) }
      }
      completion(result)
    }
  }
}
