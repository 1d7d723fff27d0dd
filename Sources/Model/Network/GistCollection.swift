import Foundation
import Reactive

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
}

/// The paginated list of the real API: 100 gists a page, following `Link: rel="next"`,
/// stopping at `limit`, revalidating pages with their ETags.
public final class GistCollection: GistCollectionModel {
  struct LoadedPage {
    var route: Route
    var etag: String?
    var gists: [Gist]
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

  /// A collection of `kind`, at most `limit` gists.
  public init(kind: GistListKind, api: GistAPI, worker: NetworkWorker, limit: Int = 10_000) {
    self.kind = kind
    self.api = api
    self.worker = worker
    self.limit = limit
  }

  public var state: Observable<CollectionState> { subject.asObservable() }
  public var current: CollectionState { subject.value }

  /// Starts from pages known earlier (the cache), to be revalidated by `refresh`.
  func restore(pages: [LoadedPage]) {
    self.pages = pages
    publish { $0.hasLoaded = true }
  }

  public func refresh(completion: (() -> Void)? = nil) {
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
      var results: [GistPage<Gist>] = []
      for (route, etag) in requests {
        let page = try api.page(route, etag: etag)
        results.append(page)
        if !page.notModified { break }
      }
      return results
    }) { [weak self] result in
      guard let self else { return }
      self.inFlight = false
      switch result {
      case .success(let results):
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
    publish { $0.isLoading = true }
    let api = self.api
    worker.perform({ () throws(GistError) in try api.page(.page(next)) }) { [weak self] result in
      guard let self else { return }
      self.inFlight = false
      switch result {
      case .success(let page):
        self.pages.append(
          LoadedPage(route: .page(next), etag: page.etag, gists: page.items ?? [], next: page.next))
        self.publishPages(error: nil)
      case .failure(let error):
        self.publish {
          $0.isLoading = false
          $0.error = error
        }
      }
    }
  }

  private var firstRoute: Route { .list(kind, since: nil, perPage: min(100, limit), page: nil) }

  private var count: Int { pages.reduce(0) { $0 + $1.gists.count } }

  /// Unchanged pages (304) keep their gists; the first changed page replaces the pages from
  /// there on (the later ones will be reloaded by scrolling).
  private func apply(refreshed results: [GistPage<Gist>], known: [LoadedPage]) {
    var updated: [LoadedPage] = []
    for (index, page) in results.enumerated() {
      var loaded = known[index]
      if let items = page.items {
        loaded.gists = items
        loaded.etag = page.etag
        loaded.next = page.next
        updated.append(loaded)
        break
      }
      updated.append(loaded)
    }
    if results.allSatisfy(\.notModified) && results.count == known.count { updated = known }
    pages = updated
    publishPages(error: nil)
  }

  private func publishPages(error: GistError?) {
    let gists = Array(pages.flatMap(\.gists).prefix(limit))
    let hasMore = pages.last?.next != nil && gists.count < limit
    publish {
      $0.gists = gists
      $0.isLoading = false
      $0.hasLoaded = true
      $0.hasMore = hasMore
      $0.error = error
      $0.lastUpdated = Date()
    }
  }

  private func publish(_ change: (inout CollectionState) -> Void) {
    var state = subject.value
    change(&state)
    subject.onNext(state)
  }
}
