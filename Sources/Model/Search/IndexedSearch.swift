import FoundationEssentials
import GistValues
import Reactive
import Store
import System

/// The search of the real app: queries run off the main thread over the cache's index of
/// the signed-in account, and the `SearchIndexer` runs on a thread of its own, reporting its
/// progress.
public final class IndexedSearch: GistSearchModel {
  private let cache: CacheScope
  private let api: GistAPI
  private let worker: NetworkWorker
  private let share: Double
  private let progressSubject = BehaviorSubject<SearchIndexer.Progress?>(value: nil)
  private var latest = 0
  private var indexing = false
  /// A run asked for while one ran (true: one that walks the lists), made after it.
  private var queued: Bool?

  /// Search over `cache`'s index (of the account it knows once signed in), indexing through
  /// `api` within `share` of the remaining rate limit.
  public init(cache: CacheScope, api: GistAPI, worker: NetworkWorker, share: Double) {
    self.cache = cache
    self.api = api
    self.worker = worker
    self.share = share
  }

  public var progress: Observable<SearchIndexer.Progress?> { progressSubject.asObservable() }

  private var index: SearchIndex? {
    cache.account.map { cache.cache.searchIndex(account: $0) }
  }

  public func search(_ query: SearchQuery, completion: @escaping (SearchResults) -> Void) {
    latest += 1
    let number = latest
    guard let index else { return completion(SearchResults(results: [], matched: 0, indexed: 0)) }
    worker.perform({ () throws(GistError) in index.search(query, limit: 100) }) {
      [weak self] result in
      guard let self, number == self.latest, case .success(let found) = result else { return }
      completion(found)
    }
  }

  public func startIndexing() {
    run(walkingLists: true)
  }

  public func catchUp() {
    run(walkingLists: false)
  }

  private func run(walkingLists: Bool) {
    // A share of 0 asks for no indexing requests at all: what the screens fetch is indexed.
    guard share > 0, let account = cache.account, cache.login != CacheScope.anonymous else {
      return
    }
    guard !indexing else {
      queued = (queued ?? false) || walkingLists
      return
    }
    indexing = true
    let indexer = SearchIndexer(api: api, cache: cache.cache, account: account, share: share)
    worker.performLong(
      { report throws(GistError) in
        // A run decodes pages of gists with their text; what it freed goes back.
        defer { MemoryTrim.release() }
        return try indexer.run(walkingLists: walkingLists, progress: report)
      },
      progress: { [weak self] (report: SearchIndexer.Progress) in
        self?.progressSubject.onNext(report)
      }
    ) { [weak self] result in
      guard let self else { return }
      self.indexing = false
      if case .success(let final) = result { self.progressSubject.onNext(final) }
      if let again = self.queued {
        self.queued = nil
        self.run(walkingLists: again)
      }
    }
  }
}
