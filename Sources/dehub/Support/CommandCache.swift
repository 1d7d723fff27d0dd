import Foundation
import Model

/// The offline cache as `list` and `view` use it, the same one the browser reads and
/// writes: they revalidate cached list pages with their ETags (an unchanged page costs a
/// 304 and no rate limit), keep what they fetch, and answer from the cache, saying so in
/// one line on stderr, when the API cannot be reached. With `--no-cache` there is no cache
/// and an unreachable API is an error.
struct CommandCache {
  let scope: CacheScope?
  let api: GistAPI

  /// The cache `context` names, unless `noCache`; a cache that cannot be used now is said
  /// on stderr and left out.
  init(context: CommandContext, noCache: Bool) {
    scope = context.cacheScope(noCache: noCache) { Output.error("dehub: without the cache: \($0)") }
    api = context.api
  }

  /// Up to `limit` gists of `kind` that `keep` accepts (all when nil), 100 a page.
  func list(_ kind: GistListKind, limit: Int, keep: ((Gist) -> Bool)? = nil) throws -> [Gist] {
    let key = kind.description
    let account = scope?.account
    let heads = account.map { scope?.cache.pageHeads(account: $0, list: key) ?? [] } ?? []
    var pages: [CachedPage] = []
    var gists: [Gist] = []
    var seenPages: Set<URL> = []
    var seenIDs: Set<String> = []
    var route = Route.list(kind, since: nil, perPage: 100, page: nil)
    do throws(GistError) {
      while gists.count < limit {
        let number = pages.count
        let address: URL? = if case .page(let url) = route { url } else { nil }
        let head =
          heads.indices.contains(number) && heads[number].url == address ? heads[number] : nil
        var page = try api.page(route, etag: head?.etag)
        if page.notModified {
          // Unchanged: the cached page's gists, or (gone or damaged) the page again.
          if let head, let account,
            let cached = scope?.cache.page(account: account, list: key, number: number)
          {
            page = GistPage(items: cached, etag: head.etag, next: head.next)
          } else {
            page = try api.page(route)
          }
        }
        let items = page.items ?? []
        pages.append(
          CachedPage(
            url: address, etag: page.etag, next: page.next, fetchedAt: Date(), gists: items))
        // A server whose `Link: next` repeats (or whose pages repeat gists) must not make
        // this loop forever or list a gist twice: each next URL and each id once.
        let fresh = items.filter { seenIDs.insert($0.id).inserted }
        gists += keep.map { fresh.filter($0) } ?? fresh
        guard let next = page.next, !items.isEmpty, seenPages.insert(next).inserted
        else { break }
        route = .page(next)
      }
    } catch {
      guard error.isOffline, let account, !heads.isEmpty else { throw error }
      return offlineList(account: account, key: key, limit: limit, keep: keep, heads: heads)
    }
    save(pages, key: key, heads: heads)
    return Array(gists.prefix(limit))
  }

  private func offlineList(
    account: String, key: String, limit: Int, keep: ((Gist) -> Bool)?, heads: [CachedPage]
  ) -> [Gist] {
    var gists: [Gist] = []
    var seenIDs: Set<String> = []
    for number in heads.indices where gists.count < limit {
      guard let items = scope?.cache.page(account: account, list: key, number: number) else {
        break
      }
      let fresh = items.filter { seenIDs.insert($0.id).inserted }
      gists += keep.map { fresh.filter($0) } ?? fresh
    }
    sayOffline(fetchedAt: heads[0].fetchedAt)
    return Array(gists.prefix(limit))
  }

  /// Keeps the fetched pages; the cached ones after them stay when the last fetched page
  /// still leads to them.
  private func save(_ pages: [CachedPage], key: String, heads: [CachedPage]) {
    guard !pages.isEmpty, let (cache, account) = writable() else { return }
    let keepRest =
      heads.count > pages.count && pages.last?.next != nil
      && pages.last?.next == heads[pages.count].url
    cache.replace(pages: pages, account: account, list: key, keepRest: keepRest)
  }

  /// Gist `id` whole (at `revision` when given); from the cache when the API cannot be
  /// reached. Only the current version is kept.
  func gist(id: String, revision: String?) throws -> Gist {
    do throws(GistError) {
      let gist = try api.completeGist(id: id, revision: revision)
      if revision == nil, let (cache, account) = writable() {
        cache.save(document: gist, account: account)
      }
      return gist
    } catch {
      guard error.isOffline, revision == nil, let account = scope?.account,
        let cached = scope?.cache.dated(account: account, id: id)
      else { throw error }
      sayOffline(fetchedAt: cached.fetchedAt)
      return cached.gist
    }
  }

  /// Keeps `gist`, just changed by a command, in the cache's lists and whole gists.
  func changed(_ gist: Gist) {
    guard let (cache, account) = writable() else { return }
    cache.changed(gist, account: account)
  }

  /// The cache and account to write to: the login is learnt once (`GET /user`) when no
  /// earlier run learnt it, and remembered for the token.
  private func writable() -> (GistCache, String)? {
    guard let scope else { return nil }
    if scope.login == nil, let fingerprint = api.router.tokenFingerprint,
      let login = try? api.user().user.login
    {
      scope.cache.remember(host: scope.host, fingerprint: fingerprint, login: login)
      scope.use(login: login)
    }
    return scope.account.map { (scope.cache, $0) }
  }

  private func sayOffline(fetchedAt: Date) {
    Output.error("offline: from the cache, \(RelativeTime.age(of: fetchedAt))")
  }
}
