import FoundationEssentials
import GistValues
import Store

/// Streams the first `limit` gists of a list as GitHub's bytes, in order and each once, to
/// a sink as the pages arrive: what `list --json` prints. At most a window of pages is held
/// at a time (`window`, asked at once: over HTTP/2 they are streams of one connection), so
/// what a list costs in memory does not grow with the account (100,000 gists are 200 MB of
/// JSON). With a cache, each page fetched is written as it comes, and a page the server
/// confirms unchanged (304) is read from it.
///
/// A list that changes while a window's pages are asked at once shifts them (a gist put at
/// the top moves every gist down one place), so a page answered after the change repeats a
/// gist of one answered before it, and a gist may end up on neither. Such a window is
/// dropped and asked again one page after another, from its first page on: walked in
/// order, a shift only repeats gists, and a repeated gist is given once.
public struct ListStream {
  /// What a stream did.
  public struct Summary: Sendable, Equatable {
    /// The gists given to the sink.
    public var count = 0
    /// The pages read.
    public var pages = 0
    /// Whether the list's end was reached (else `limit` stopped it).
    public var reachedEnd = false
    /// Whether every page read was the cached one, confirmed by a 304.
    public var confirmedCache = true
    /// Whether a window was dropped for a list that changed under it.
    public var walkedAgain = false
  }

  /// One page as read: its gists' ids in order and GitHub's bytes of each, how it is kept,
  /// whether it was fetched (not confirmed from the cache), and the list's last page.
  struct Read {
    var ids: [String]
    var raw: [String: Data]
    var page: CachedPage
    var fetched: Bool
    var last: URL?
    var skipped: Int
  }

  let api: GistAPI
  let cache: GistCache?
  let account: String?
  let window: Int

  /// A stream of `api`'s lists, revalidated from and written to `cache`'s pages of
  /// `account` when given, `window` pages at a time at most.
  public init(api: GistAPI, cache: GistCache?, account: String?, window: Int = ListWalk.mostAtOnce)
  {
    self.api = api
    self.cache = cache
    self.account = account
    self.window = max(1, window)
  }

  /// Gives the first `limit` gists of `kind` to `emit`, a page's worth at a time (each
  /// gist's id and GitHub's bytes of it), in order. Throws the first page that fails, in its turn: what was
  /// given before it stays given.
  public func stream(
    _ kind: GistListKind, limit: Int, cancellation: Cancellation? = nil,
    emit: ([(id: String, bytes: Data)]) -> Void
  ) throws(GistError) -> Summary {
    let key = kind.description
    let keeping = cache != nil && account != nil
    let heads = keeping ? cache?.pages.heads(account: account ?? "", list: key) ?? [] : []
    let wanted = limit > Int.max - 99 ? Int.max : (limit + 99) / 100
    var summary = Summary()
    var skipped = 0
    var seen: Set<String> = []
    var seenPages: Set<URL> = []
    var next: Route? = .list(kind, since: nil, perPage: 100, page: nil)
    // The addresses of the pages after `next`, as far as they are known: the cached
    // pages' (a warm list asks them with the first), then the numbered pages up to the
    // last the first page named.
    var plan =
      heads.count > 1 && heads.dropFirst().allSatisfy({ $0.url != nil })
      ? heads.dropFirst().compactMap(\.url) : []
    var last: URL?
    var width = heads.count > 1 ? window : 1
    var oneByOne = false
    var lastRead: CachedPage?
    defer { Gist.saySkipped(skipped) }
    while let route = next, summary.count < limit {
      let number = summary.pages
      var routes = [route]
      if !oneByOne {
        let more = min(window - 1, max(0, wanted - number - 1))
        routes += plan.prefix(more).map { Route.page($0) }
      }
      let asked = routes.enumerated().map { offset, route in
        (route: route, etag: Self.head(heads, number + offset, route)?.etag)
      }
      let started = Date()
      let answers =
        asked.count == 1
        ? [
          Result { () throws(GistError) in
            try api.page(
              asked[0].route, etag: asked[0].etag, reading: reading, cancellation: cancellation)
          }
        ]
        : api.pages(
          routes: asked, width: min(width, asked.count), reading: reading,
          cancellation: cancellation)
      if number == 0, heads.count <= 1 {
        width = min(window, ListWalk.width(firstAnswer: Date().timeIntervalSince(started)))
      }
      // The window's pages in order, as far as each leads to the next; a page that failed
      // fails the stream once those before it are given.
      var reads: [Read] = []
      var failure: GistError?
      for (offset, answer) in answers.enumerated() {
        let read: Read
        do throws(GistError) {
          read = try self.read(
            try answer.get(), route: routes[offset],
            head: Self.head(heads, number + offset, routes[offset]), number: number + offset,
            key: key, cancellation: cancellation)
        } catch {
          failure = error
          break
        }
        reads.append(read)
        if offset + 1 < routes.count, read.page.next != Self.address(routes[offset + 1]) { break }
      }
      if reads.count > 1, Self.repeats(reads, seen: seen) {
        oneByOne = true
        summary.walkedAgain = true
        continue
      }
      var written: [(number: Int, page: CachedPage)] = []
      for read in reads {
        skipped += read.skipped
        if read.fetched {
          summary.confirmedCache = false
          written.append((summary.pages, read.page))
        }
        let fresh = read.ids.filter { seen.insert($0).inserted }.prefix(limit - summary.count)
        emit(fresh.compactMap { id in read.raw[id].map { (id, $0) } })
        summary.count += fresh.count
        if summary.pages == 0 { last = read.last }
        summary.pages += 1
        lastRead = read.page
        guard let following = read.page.next, !read.ids.isEmpty,
          seenPages.insert(following).inserted
        else {
          summary.reachedEnd = true
          next = nil
          break
        }
        next = .page(following)
        plan = Self.upcoming(after: following, plan: plan, last: last)
        if summary.count >= limit { break }
      }
      if let cache, let account, !written.isEmpty {
        cache.pages.store(written, account: account, list: key)
      }
      if let failure { throw failure }
    }
    if let cache, let account, summary.pages > 0 {
      let keepRest =
        !summary.reachedEnd && heads.count > summary.pages && lastRead?.next != nil
        && lastRead?.next == heads[summary.pages].url
      if !keepRest { cache.pages.drop(from: summary.pages, account: account, list: key) }
      cache.pages.touch(account: account, list: key, pages: summary.pages)
    }
    return summary
  }

  /// How pages are read: whole when the cache keeps them (its search index records each
  /// gist), else for each gist's id and bytes only.
  private var reading: PageReading { cache != nil && account != nil ? .gists : .identities }

  /// `page`, the answer to `route`, as read: a 304 is the cached page's gists, or, should
  /// the cache no longer have them, the page asked again.
  private func read(
    _ page: GistPage<Gist>, route: Route, head: CachedPage?, number: Int, key: String,
    cancellation: Cancellation?
  ) throws(GistError) -> Read {
    if page.notModified, let head {
      if let cache, let account,
        let cached = cache.pages.identities(account: account, list: key, number: number)
      {
        return Read(
          ids: cached.map(\.id), raw: Dictionary(cached.map { ($0.id, $0.bytes) }) { a, _ in a },
          page: head, fetched: false, last: page.last, skipped: 0)
      }
      let again = try api.page(route, reading: reading, cancellation: cancellation)
      return fetched(again, route: route)
    }
    return fetched(page, route: route)
  }

  private func fetched(_ page: GistPage<Gist>, route: Route) -> Read {
    let items = page.items ?? []
    return Read(
      ids: page.ids ?? items.map(\.id), raw: page.raw,
      page: CachedPage(
        url: Self.address(route), etag: page.etag, next: page.next, fetchedAt: Date(),
        gists: items, raw: page.raw),
      fetched: true, last: page.last, skipped: page.skipped)
  }

  /// Whether `reads` repeat a gist, of theirs or of those given before: the list changed
  /// while they were asked.
  static func repeats(_ reads: [Read], seen: Set<String>) -> Bool {
    var ids: Set<String> = []
    return reads.contains { read in
      read.ids.contains { seen.contains($0) || !ids.insert($0).inserted }
    }
  }

  /// The cached page `number`, when it is the one `route` asks.
  static func head(_ heads: [CachedPage], _ number: Int, _ route: Route) -> CachedPage? {
    heads.indices.contains(number) && heads[number].url == address(route) ? heads[number] : nil
  }

  /// The address `route` names when it is a page of a `Link`; nil for a list's first page.
  static func address(_ route: Route) -> URL? {
    if case .page(let url) = route { url } else { nil }
  }

  /// The pages after `next`: the numbered ones up to `last` (GitHub's REST lists), else
  /// those of `plan` after it.
  static func upcoming(after next: URL, plan: [URL], last: URL?) -> [URL] {
    if let last, let numbered = Router.numberedPages(from: next, to: last) {
      return Array(numbered.dropFirst())
    }
    guard let index = plan.firstIndex(of: next) else { return [] }
    return Array(plan[(index + 1)...])
  }
}
