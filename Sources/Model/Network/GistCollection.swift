import FoundationEssentials
import GistValues
import Reactive
import Store
import System

/// A list of gists (mine, starred, public, a user's) that screens observe.
public protocol GistCollectionModel: AnyObject {
  /// The state, starting with the current one.
  var state: Observable<CollectionState> { get }
  /// The current state.
  var current: CollectionState { get }
  /// Loads the first page, or revalidates every loaded page (`If-None-Match`: unchanged
  /// pages cost a 304 and keep what they have). `completion` runs when it is done.
  func refresh(completion: (() -> Void)?)
  /// Loads the next page, when there is one and nothing is in flight.
  func loadNextPage()
  /// Loads every page still on the server (`G`), up to the limit.
  func loadRest()
}

extension GistCollectionModel {
  /// One page at a time, for a list that cannot ask for several at once.
  public func loadRest() { loadNextPage() }
}

/// The paginated list of the real API: 100 gists a page, following `Link: rel="next"`,
/// stopping at `limit`, revalidating pages with their ETags.
public final class GistCollection: GistCollectionModel {
  struct LoadedPage {
    var route: Route
    var etag: String?
    /// A slice of the one array the state publishes (so 10,000 gists are kept once).
    var gists: ArraySlice<Gist>
    var next: URL?
  }

  /// Which list.
  public let kind: GistListKind
  private let api: GistAPI
  private let worker: NetworkWorker
  private let limit: Int
  private let subject = BehaviorSubject(value: CollectionState())
  private var pages: [LoadedPage] = []
  private var inFlight = false
  private let cache: CacheScope?
  /// While the cached pages after the first are read, a refresh waits (it would revalidate
  /// them).
  private var restoring = false
  private var waitingRefresh: [(() -> Void)?] = []
  /// The list's last page, as the server last said (`Link: rel="last"`).
  private var lastPage: URL?

  /// A collection of `kind`, at most `limit` gists; with a `cache`, it starts from the
  /// pages cached last time (the first at once, the rest as soon as they are read) and
  /// keeps what it loads there.
  public init(
    kind: GistListKind, api: GistAPI, worker: NetworkWorker, limit: Int = 10_000,
    cache: CacheScope? = nil
  ) {
    self.kind = kind
    self.api = api
    self.worker = worker
    self.limit = limit
    self.cache = cache
    restoreFromCache()
  }

  private func restoreFromCache() {
    guard let cache, let account = cache.account else { return }
    let key = kind.description
    let first = cache.cache.pages.all(account: account, list: key, firstOnly: true)
    guard let firstPage = first.first else { return }
    restore(pages: [Self.loaded(firstPage, first: firstRoute)], fetchedAt: firstPage.fetchedAt)
    guard firstPage.next != nil else { return }
    restoring = true
    // The rest is read after the first page was drawn: the decode would compete with it.
    worker.afterThisTurn { [weak self] in self?.restoreRest(account: account, firstPage: firstPage)
    }
  }

  private func restoreRest(account: String, firstPage: CachedPage) {
    guard let cache else { return }
    MemoryTrim.keepLargeBlocksApart()
    let key = kind.description
    let store = cache.cache
    let atMost = (limit + 99) / 100
    worker.perform({ () throws(GistError) in
      let pages = store.pages.all(account: account, list: key, atMost: atMost)
      MemoryTrim.release()
      return pages
    }) {
      [weak self] result in
      guard let self else { return }
      self.restoring = false
      if case .success(let all) = result, all.count > 1 {
        self.restore(
          pages: all.map { Self.loaded($0, first: self.firstRoute) }, fetchedAt: firstPage.fetchedAt
        )
        // The screens have made their rows from it; what the decode left is given back.
        MemoryTrim.release()
      }
      let waiting = self.waitingRefresh
      self.waitingRefresh = []
      if !waiting.isEmpty {
        self.refresh {
          for completion in waiting { completion?() }
        }
      }
    }
  }

  private static func loaded(_ page: CachedPage, first: Route) -> LoadedPage {
    LoadedPage(
      route: page.url.map { .page($0) } ?? first, etag: page.etag, gists: page.gists[...],
      next: page.next)
  }

  private func saveToCache() {
    guard let cache else { return }
    let key = kind.description
    let now = Date()
    let snapshot = pages.map { page -> CachedPage in
      var url: URL?
      if case .page(let address) = page.route { url = address }
      return CachedPage(
        url: url, etag: page.etag, next: page.next, fetchedAt: now, gists: Array(page.gists))
    }
    cache.write { store, account in
      store.pages.merge(snapshot, account: account, list: key)
      MemoryTrim.release()
    }
  }

  public var state: Observable<CollectionState> { subject.asObservable() }
  public var current: CollectionState { subject.value }

  /// Starts from pages known earlier (the cache), to be revalidated by `refresh`.
  func restore(pages: [LoadedPage], fetchedAt: Date? = nil) {
    self.pages = pages
    publishPages(error: nil) {
      $0.isLoading = self.inFlight
      $0.lastUpdated = fetchedAt
      $0.isFromCache = true
    }
  }

  public func refresh(completion: (() -> Void)? = nil) {
    if restoring {
      waitingRefresh.append(completion)
      return
    }
    guard !inFlight else {
      completion?()
      return
    }
    inFlight = true
    publish { $0.isLoading = true }
    let known =
      pages.isEmpty
      ? [LoadedPage(route: firstRoute, etag: nil, gists: [], next: nil)] : pages
    let api = self.api
    let requests = known.map { ($0.route, $0.etag) }
    worker.perform({ () throws(GistError) -> [GistPage<Gist>] in
      guard requests.count > 1 else { return [try api.page(requests[0].0, etag: requests[0].1)] }
      // Every known page revalidated at once, the first among them (304s cost no rate
      // limit): an unchanged list costs one round trip (streams of one HTTP/2 connection),
      // not one a page. All answer at the same moment, so together they are the list as it
      // is: a gist come in on top changes every page after it, one changed in place only
      // its own. A failure after the first page keeps the pages before it.
      let answers = api.pages(
        routes: requests.map { (route: $0.0, etag: $0.1) },
        width: min(requests.count, ListWalk.mostAtOnce))
      var results: [GistPage<Gist>] = [try answers[0].get()]
      for answer in answers.dropFirst() {
        guard case .success(let page) = answer else { break }
        results.append(page)
      }
      return results
    }) { [weak self] result in
      guard let self else { return }
      self.inFlight = false
      switch result {
      case .success(let results):
        Gist.saySkipped(results.reduce(0) { $0 + $1.skipped })
        if let last = results.first?.last { self.lastPage = last }
        self.apply(refreshed: results, known: known)
      case .failure(let error):
        self.publish {
          $0.isLoading = false
          $0.error = error
        }
      }
      completion?()
    }
  }

  public func loadNextPage() {
    guard !inFlight, let last = pages.last, let next = last.next, count < limit else { return }
    inFlight = true
    publish {
      $0.isLoading = true
      $0.isLoadingNextPage = true
    }
    let api = self.api
    worker.perform({ () throws(GistError) in try api.page(.page(next)) }) { [weak self] result in
      guard let self else { return }
      self.inFlight = false
      self.append([(next, result)])
    }
  }

  /// Loads every page still on the server, up to the limit, at most eight at once: `G` on
  /// 1,000 gists is two round trips after the first page, not nine. The pages' addresses
  /// are the numbered ones up to the list's last (GitHub's REST lists); without them, one
  /// page at a time.
  public func loadRest() {
    guard !inFlight, let next = pages.last?.next, count < limit else { return }
    MemoryTrim.keepLargeBlocksApart()
    guard let last = lastPage, let numbered = Router.numberedPages(from: next, to: last) else {
      return loadNextPage()
    }
    let addresses = Array(numbered.prefix(max(1, (limit - count + 99) / 100)))
    inFlight = true
    publish {
      $0.isLoading = true
      $0.isLoadingNextPage = true
    }
    let api = self.api
    worker.perform({ () throws(GistError) in api.pages(addresses.map { ($0, nil) }) }) {
      [weak self] result in
      guard let self else { return }
      self.inFlight = false
      switch result {
      case .success(let answers): self.append(Array(zip(addresses, answers)))
      case .failure(let error): self.append([(next, .failure(error))])
      }
    }
  }

  /// Appends the pages answered, in order, up to the first failure (which is published
  /// after the pages before it).
  private func append(_ answers: [(url: URL, answer: Result<GistPage<Gist>, GistError>)]) {
    let before = pages.count
    var failure: GistError?
    for (url, answer) in answers {
      // A page the last one does not lead to (the list changed shape meanwhile) is not
      // taken: scrolling asks for the next one again.
      guard pages.last?.next == url else { break }
      switch answer {
      case .success(let page):
        Gist.saySkipped(page.skipped)
        if let last = page.last { lastPage = last }
        // A server whose pages repeat gists, or whose `Link: next` comes back to a page
        // already read, must not grow the list or page forever: ids once, each page once.
        let known = Set(pages.flatMap(\.gists).map(\.id))
        let fresh = (page.items ?? []).map(\.listed).filter { !known.contains($0.id) }
        let read = Set(pages.compactMap(\.route.pageURL) + [url])
        pages.append(
          LoadedPage(
            route: .page(url), etag: page.etag, gists: fresh[...],
            next: page.next.flatMap { read.contains($0) ? nil : $0 }))
        continue
      case .failure(let error):
        failure = error
      }
      break
    }
    guard pages.count > before else {
      // Nothing new: the list stays as it was, with the failure said.
      return publish {
        $0.isLoading = false
        $0.isLoadingNextPage = false
        $0.error = failure
      }
    }
    publishPages(error: failure)
    saveToCache()
  }

  private var firstRoute: Route { .list(kind, since: nil, perPage: min(100, limit), page: nil) }

  private var count: Int { pages.reduce(0) { $0 + $1.gists.count } }

  /// Unchanged pages (304) keep their gists; changed ones take their new gists (a gist on
  /// two pages, met again, shows once). The list keeps its length, so a highlight past the
  /// first page stays on its gist. Pages not answered (a failure) are loaded again by
  /// scrolling; a changed page whose next page is not the one known ends the list there.
  private func apply(refreshed results: [GistPage<Gist>], known: [LoadedPage]) {
    var updated: [LoadedPage] = []
    var seen = Set<String>()
    for (index, page) in results.enumerated() {
      var loaded = known[index]
      if let items = page.items {
        loaded.gists = items.map(\.listed).filter { seen.insert($0.id).inserted }[...]
        loaded.etag = page.etag
        loaded.next = page.next
      } else {
        loaded.gists = loaded.gists.filter { seen.insert($0.id).inserted }[...]
      }
      updated.append(loaded)
      let following = known.indices.contains(index + 1) ? known[index + 1].route.pageURL : nil
      if loaded.next == nil || loaded.next != following { break }
    }
    let unchanged = results.allSatisfy(\.notModified) && results.count == known.count
    let wasFromCache = current.isFromCache
    if unchanged {
      // The gists published are the ones confirmed: the same array stays, so the screens
      // holding it do not keep a second copy of 10,000 gists (1.7 MB resident, measured).
      pages = known
      publish {
        $0.isLoading = false
        $0.isLoadingNextPage = false
        $0.hasLoaded = true
        $0.error = nil
        $0.lastUpdated = Date()
        $0.isFromCache = false
      }
    } else {
      pages = updated
      publishPages(error: nil) { $0.isFromCache = false }
    }
    if !unchanged {
      saveToCache()
    } else if wasFromCache, let cache {
      // Confirmed as it was: only the time it was seen changes (no 10,000-gist re-encode).
      let key = kind.description
      cache.write { store, account in store.pages.touch(account: account, list: key) }
    }
    // A refresh of 10,000 gists revalidates 100 pages: what its answers and the screens'
    // new rows left is given back (10 MB of a browser's 55 MB resident, measured).
    MemoryTrim.release()
  }

  /// Publishes the pages' gists (one array, the pages keeping slices of it) in one state,
  /// with `also` applied to it.
  private func publishPages(
    error: GistError?, also: (inout CollectionState) -> Void = { _ in }
  ) {
    var gists = pages.flatMap(\.gists)
    if gists.count > limit { gists.removeLast(gists.count - limit) }
    var start = 0
    for index in pages.indices {
      let end = min(gists.count, start + pages[index].gists.count)
      pages[index].gists = gists[start..<end]
      start = end
    }
    let hasMore = pages.last?.next != nil && gists.count < limit
    let reachedLimit = pages.last?.next != nil && gists.count >= limit
    publish {
      $0.reachedLimit = reachedLimit
      $0.gists = gists
      $0.isLoading = false
      $0.isLoadingNextPage = false
      $0.hasLoaded = true
      $0.hasMore = hasMore
      $0.error = error
      $0.lastUpdated = Date()
      also(&$0)
    }
  }

  private func publish(_ change: (inout CollectionState) -> Void) {
    var state = subject.value
    change(&state)
    subject.onNext(state)
  }
}
