import FoundationEssentials
import GistValues
import Store

/// Walks a gist list 100 a page from the first, revalidating the pages the cache holds with
/// their ETags (an unchanged page costs a 304 and no rate limit, and its gists come from
/// the cache), until `limit` gists that `keep` accepts were seen or the list ended. A
/// server whose `Link: next` repeats, or whose pages repeat gists, is walked once.
public struct ListWalk {
  /// What a walk saw.
  public struct Outcome {
    /// The gists `keep` accepted, in order, at most `limit`.
    public var gists: [Gist]
    /// The ids of the gists accepted, in order, at most `limit`.
    public var ids: [String] = []
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
    /// How many gists the server sent were left out for an invalid id (said once, by
    /// `Gist.saySkipped`, when the walk ends).
    public var skipped = 0
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
    return cache.pages.heads(account: account, list: kind.description)
  }

  /// Walks `kind`.
  public func walk(
    _ kind: GistListKind, limit: Int = .max, keep: ((Gist) -> Bool)? = nil,
    cancellation: Cancellation? = nil
  ) throws(GistError) -> Outcome {
    try walk(kind, limit: limit, keep: keep, cancellation: cancellation, concurrently: true)
  }

  /// Walks `kind`, the pages after the first asked at once when `concurrently`. A list that
  /// changed during such a walk is walked again one page after another: gists put at its
  /// top meanwhile shift the pages down, so a page answered after the change holds a gist
  /// a page answered before it held (seen as a repeat), and next to such a page a gist may
  /// be on neither. Walked one page after another, a shift only repeats gists.
  private func walk(
    _ kind: GistListKind, limit: Int, keep: ((Gist) -> Bool)?, cancellation: Cancellation?,
    concurrently: Bool
  ) throws(GistError) -> Outcome {
    let key = kind.description
    let heads = heads(kind)
    var outcome = Outcome(gists: [], pages: [], seen: [], reachedEnd: false)
    var seenPages: Set<URL> = []
    var route = Route.list(kind, since: nil, perPage: 100, page: nil)
    // The pages after the first, asked at once once the first has said how many there are.
    var early: [URL: Result<GistPage<Gist>, GistError>] = [:]
    var askedAtOnce = false
    var last: URL?
    // How long the first page took, connection included.
    var firstAnswer: TimeInterval = .infinity
    // A warm list: the cache knows its pages, so all are asked at once with their ETags,
    // the first among them (over HTTP/2, one round trip for the lot).
    var first: Result<GistPage<Gist>, GistError>?
    if concurrently, heads.count > 1 {
      let wanted = keep == nil && limit < .max ? (limit + 99) / 100 : heads.count
      let rest = Array(heads.dropFirst().prefix(max(0, wanted - 1)))
      let addresses = rest.compactMap(\.url)
      if !addresses.isEmpty, addresses.count == rest.count {
        let asked =
          [(route: route, etag: heads[0].etag)]
          + zip(addresses, rest).map {
            (route: Route.page($0), etag: $1.etag)
          }
        let answers = api.pages(
          routes: asked, width: min(asked.count, Self.mostAtOnce),
          cancellation: cancellation)
        first = answers[0]
        early = Dictionary(zip(addresses, answers.dropFirst())) { first, _ in first }
        askedAtOnce = true
      }
    }
    while outcome.ids.count < limit {
      let number = outcome.pages.count
      let address: URL? = if case .page(let url) = route { url } else { nil }
      let head =
        heads.indices.contains(number) && heads[number].url == address ? heads[number] : nil
      var page: GistPage<Gist>
      if number == 0, let answer = first {
        first = nil
        page = try answer.get()
      } else if let address, let answer = early.removeValue(forKey: address) {
        // A page asked with the others fails here, in its turn, as if asked now.
        page = try answer.get()
      } else {
        let asked = Date()
        page = try api.page(
          route, etag: head?.etag, cancellation: cancellation)
        if number == 0 { firstAnswer = Date().timeIntervalSince(asked) }
      }
      if number == 0 { last = page.last }
      if page.notModified {
        // Unchanged: the cached page's gists, or (gone or damaged) the page again.
        if let head, let account,
          let cached = cache?.pages.rawPage(account: account, list: key, number: number)
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
      outcome.skipped += page.skipped
      let pageIDs = items.map(\.id)
      outcome.pages.append(
        CachedPage(
          url: address, etag: page.etag, next: page.next, fetchedAt: Date(), gists: items,
          raw: page.raw))
      outcome.raw.merge(page.raw) { first, _ in first }
      if askedAtOnce, pageIDs.contains(where: { outcome.seen.contains($0) }) {
        return try walk(
          kind, limit: limit, keep: keep, cancellation: cancellation, concurrently: false)
      }
      if number == 0, concurrently, let next = page.next {
        let wanted = keep == nil && limit < .max ? (limit + 99) / 100 - 1 : .max
        if !askedAtOnce {
          early = prefetch(
            from: next, last: last, heads: heads, wanted: wanted,
            width: Self.width(firstAnswer: firstAnswer), cancellation)
          askedAtOnce = !early.isEmpty
        } else if let last, let numbered = Router.numberedPages(from: next, to: last) {
          // Grown past the pages the cache knew: the new ones too, at once.
          let new = numbered.prefix(max(0, wanted)).filter { early[$0] == nil }
          if new.count > 1 {
            let answers = api.pages(
              new.map { ($0, nil) }, width: min(new.count, Self.mostAtOnce),
              cancellation: cancellation)
            early.merge(zip(new, answers)) { first, _ in first }
          }
        }
      }
      let fresh = items.filter { outcome.seen.insert($0.id).inserted }
      let accepted = keep.map { fresh.filter($0) } ?? fresh
      outcome.gists += accepted
      outcome.ids += accepted.map(\.id)
      guard let next = page.next, !pageIDs.isEmpty, seenPages.insert(next).inserted else {
        outcome.reachedEnd = true
        break
      }
      route = .page(next)
    }
    outcome.gists = Array(outcome.gists.prefix(limit))
    outcome.ids = Array(outcome.ids.prefix(limit))
    Gist.saySkipped(outcome.skipped)
    return outcome
  }

  /// The pages from `next` on, at most `wanted`, asked at once (`GistAPI.pages`), each
  /// revalidated with the ETag the cache keeps for it: a list of N pages costs about two
  /// round trips, not N. Their addresses are the numbered pages up to `last` (GitHub's REST
  /// lists), else the cached pages' (a 304 carries no `Link`); the walk still follows each
  /// page's `next`, so a list that changed shape meanwhile is walked on one page at a time.
  private func prefetch(
    from next: URL, last: URL?, heads: [CachedPage], wanted: Int, width: Int,
    _ cancellation: Cancellation?
  ) -> [URL: Result<GistPage<Gist>, GistError>] {
    var addresses = last.flatMap { Router.numberedPages(from: next, to: $0) } ?? []
    if addresses.isEmpty, heads.count > 1, heads[1].url == next {
      addresses = heads.dropFirst().compactMap(\.url)
    }
    addresses = Array(addresses.prefix(max(0, wanted)))
    guard addresses.count > 1 else { return [:] }
    let asked = addresses.enumerated().map { index, url in
      let head = heads.indices.contains(index + 1) ? heads[index + 1] : nil
      return (url: url, etag: head?.url == url ? head?.etag : nil)
    }
    let answers = api.pages(asked, width: width, cancellation: cancellation)
    return Dictionary(zip(addresses, answers)) { first, _ in first }
  }

  /// How many pages to ask at once, from how long the first took (its connection and TLS
  /// handshake included): `mostAtOnce` when a round trip is what costs (GitHub is 50 to
  /// 300 ms away; over HTTP/2 they are streams of the first page's connection: at eight,
  /// the ten pages of 1,000 gists took two waves, 339 ms against a floor of 240 at 50 ms a
  /// round trip), two on a server so near that each extra connection's handshake would
  /// cost more than the wait it saves (at 0 ms a request, eight HTTP/1.1 connections made
  /// `list --limit 1000` slower than one after another).
  static func width(firstAnswer: TimeInterval) -> Int {
    firstAnswer < 0.03 ? 2 : mostAtOnce
  }

  /// The most pages a warm list asks at once: over HTTP/2 they are streams of one
  /// connection (GitHub takes 100 at once); over HTTP/1.1 libcurl opens at most eight
  /// connections to a host and the others wait their turn (`dehub_curl_engine_perform`).
  public static let mostAtOnce = 16

  /// Keeps what `outcome` saw of `kind` in `cache` for `account` (see `PageStore.merge`);
  /// pages the server confirmed unchanged are only marked seen now, not written again.
  public static func save(
    _ outcome: Outcome, of kind: GistListKind, cache: GistCache, account: String
  ) {
    guard !outcome.pages.isEmpty else { return }
    if outcome.confirmedCache {
      cache.pages.touch(account: account, list: kind.description, pages: outcome.pages.count)
    } else {
      cache.pages.merge(outcome.pages, account: account, list: kind.description)
    }
  }
}
