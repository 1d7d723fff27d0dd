import Foundation

/// Walks a gist list 100 a page from the first, revalidating the pages the cache holds with
/// their ETags (an unchanged page costs a 304 and no rate limit, and its gists come from
/// the cache), until `limit` gists that `keep` accepts were seen or the list ended. A
/// server whose `Link: next` repeats, or whose pages repeat gists, is walked once.
public struct ListWalk {
  /// What a walk saw.
  public struct Outcome {
    /// The gists `keep` accepted, in order, at most `limit`.
    public var gists: [Gist]
    /// The pages as fetched (to keep in the cache).
    public var pages: [CachedPage]
    /// Every gist id seen on the way.
    public var seen: Set<String>
    /// Whether the walk reached the list's end.
    public var reachedEnd: Bool
    /// GitHub's bytes of the gists, by id, where known (see `CachedPage.raw`).
    public var raw: [String: Data] = [:]
    /// Whether every page walked was the cached one, confirmed by a 304.
    public var confirmedCache = true
  }

  let api: GistAPI
  let cache: GistCache?
  let account: String?

  /// A walk with `api`, revalidating from `cache`'s pages of `account` when given.
  public init(api: GistAPI, cache: GistCache?, account: String?) {
    self.api = api
    self.cache = cache
    self.account = account
  }

  /// The cached pages of `kind`, without their gists.
  public func heads(_ kind: GistListKind) -> [CachedPage] {
    guard let cache, let account else { return [] }
    return cache.pageHeads(account: account, list: kind.description)
  }

  /// Walks `kind`.
  public func walk(
    _ kind: GistListKind, limit: Int = .max, keep: ((Gist) -> Bool)? = nil,
    cancellation: Cancellation? = nil
  ) throws(GistError) -> Outcome {
    let key = kind.description
    let heads = heads(kind)
    var outcome = Outcome(gists: [], pages: [], seen: [], reachedEnd: false)
    var seenPages: Set<URL> = []
    var route = Route.list(kind, since: nil, perPage: 100, page: nil)
    while outcome.gists.count < limit {
      let number = outcome.pages.count
      let address: URL? = if case .page(let url) = route { url } else { nil }
      let head =
        heads.indices.contains(number) && heads[number].url == address ? heads[number] : nil
      var page = try api.page(route, etag: head?.etag, cancellation: cancellation)
      if page.notModified {
        // Unchanged: the cached page's gists, or (gone or damaged) the page again.
        if let head, let account,
          let cached = cache?.rawPage(account: account, list: key, number: number)
        {
          page = GistPage(items: cached.gists, etag: head.etag, next: head.next, raw: cached.raw)
        } else {
          outcome.confirmedCache = false
          page = try api.page(route, cancellation: cancellation)
        }
      } else {
        outcome.confirmedCache = false
      }
      let items = page.items ?? []
      outcome.pages.append(
        CachedPage(
          url: address, etag: page.etag, next: page.next, fetchedAt: Date(), gists: items,
          raw: page.raw))
      outcome.raw.merge(page.raw) { first, _ in first }
      let fresh = items.filter { outcome.seen.insert($0.id).inserted }
      outcome.gists += keep.map { fresh.filter($0) } ?? fresh
      guard let next = page.next, !items.isEmpty, seenPages.insert(next).inserted else {
        outcome.reachedEnd = true
        break
      }
      route = .page(next)
    }
    outcome.gists = Array(outcome.gists.prefix(limit))
    return outcome
  }

  /// Keeps what `outcome` saw of `kind` in `cache` for `account` (see `GistCache.merge`);
  /// pages the server confirmed unchanged are only marked seen now, not written again.
  public static func save(
    _ outcome: Outcome, of kind: GistListKind, cache: GistCache, account: String
  ) {
    guard !outcome.pages.isEmpty else { return }
    if outcome.confirmedCache {
      cache.touch(account: account, list: kind.description, pages: outcome.pages.count)
    } else {
      cache.merge(pages: outcome.pages, account: account, list: kind.description)
    }
  }
}
