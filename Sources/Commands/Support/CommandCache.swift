import FoundationEssentials
import GistValues
import Model
import Store

/// The offline cache as `list` and `view` use it, the same one the browser reads and
/// writes: they revalidate cached list pages with their ETags (an unchanged page costs a
/// 304 and no rate limit), keep what they fetch, and answer from the cache, saying so in
/// one line on stderr, when the API cannot be reached. With `--no-cache` there is no cache
/// and an unreachable API is an error.
struct CommandCache {
  private let opening: CacheOpening
  let api: GistAPI

  /// The cache, waiting for it to be open when it opens aside; nil when there is none.
  var scope: CacheScope? { opening.scope }

  /// The cache `context` names, unless `noCache`; a cache that cannot be used now is said
  /// on stderr and left out. `aside` opens it on a thread of its own, for a command whose
  /// request comes first (see `CacheOpening`).
  init(context: CommandContext, noCache: Bool, aside: Bool = false) {
    opening =
      noCache
      ? CacheOpening()
      : CacheOpening(
        aside: aside, problem: { Output.error("dehub: without the cache: \($0)") },
        open: context.cacheOpener())
    api = context.api
  }

  /// Up to `limit` gists of `kind` that `keep` accepts (all when nil), 100 a page, with
  /// GitHub's bytes of each where known (by id).
  func list(_ kind: GistListKind, limit: Int, keep: ((Gist) -> Bool)? = nil) throws
    -> (gists: [Gist], raw: [String: Data])
  {
    try walk(
      kind, limit: limit, keep: keep,
      online: { walk throws(GistError) in
        let outcome = try walk.walk(kind, limit: limit, keep: keep)
        return (outcome, (outcome.gists, outcome.raw))
      },
      offline: { $0 })
  }

  /// Gives GitHub's bytes of the first `limit` gists of `kind` to `emit`, in order, a page's
  /// worth at a time as they arrive (`ListStream`: memory bounded by a window of pages, not
  /// by the account), keeping the pages in the cache; when the API cannot be reached before
  /// anything was given, the cached pages, saying so.
  func streamList(
    _ kind: GistListKind, limit: Int, emit: ([(id: String, bytes: Data)]) -> Void
  ) throws {
    let target = writable()
    let stream = ListStream(api: api, cache: target?.0, account: target?.1)
    var given = false
    do throws(GistError) {
      _ = try stream.stream(kind, limit: limit) { objects in
        given = given || !objects.isEmpty
        emit(objects)
      }
    } catch {
      let key = kind.description
      guard error.isOffline, !given, let cache = scope?.cache, let account = scope?.account
      else { throw error }
      let heads = cache.pages.heads(account: account, list: key)
      guard !heads.isEmpty else { throw error }
      var seen: Set<String> = []
      var count = 0
      for number in heads.indices where count < limit {
        guard let page = cache.pages.identities(account: account, list: key, number: number)
        else { break }
        let fresh = page.filter { seen.insert($0.id).inserted }.prefix(limit - count)
        emit(Array(fresh))
        count += fresh.count
      }
      sayOffline(fetchedAt: heads[0].fetchedAt)
    }
  }

  /// What `online` answers from its walk of `kind`, keeping what the walk saw; when the API
  /// cannot be reached, what `offline` answers from the cached gists (and their bytes).
  private func walk<Answer>(
    _ kind: GistListKind, limit: Int, keep: ((Gist) -> Bool)?,
    online: (ListWalk) throws(GistError) -> (ListWalk.Outcome, Answer),
    offline: ((gists: [Gist], raw: [String: Data])) -> Answer
  ) throws -> Answer {
    let account = scope?.account
    let walk = ListWalk(api: api, cache: scope?.cache, account: account)
    let heads = walk.heads(kind)
    let outcome: ListWalk.Outcome
    let answer: Answer
    do throws(GistError) {
      (outcome, answer) = try online(walk)
    } catch {
      guard error.isOffline, let account, !heads.isEmpty else { throw error }
      return offline(
        offlineList(
          account: account, key: kind.description, limit: limit, keep: keep, heads: heads))
    }
    if let (cache, account) = writable() {
      ListWalk.save(outcome, of: kind, cache: cache, account: account)
    }
    return answer
  }

  private func offlineList(
    account: String, key: String, limit: Int, keep: ((Gist) -> Bool)?, heads: [CachedPage]
  ) -> (gists: [Gist], raw: [String: Data]) {
    var gists: [Gist] = []
    var raw: [String: Data] = [:]
    var seenIDs: Set<String> = []
    for number in heads.indices where gists.count < limit {
      guard let page = scope?.cache.pages.rawPage(account: account, list: key, number: number)
      else {
        break
      }
      let fresh = page.gists.filter { seenIDs.insert($0.id).inserted }
      gists += keep.map { fresh.filter($0) } ?? fresh
      raw.merge(page.raw) { first, _ in first }
    }
    sayOffline(fetchedAt: heads[0].fetchedAt)
    return (Array(gists.prefix(limit)), raw)
  }

  /// Gist `id` whole (at `revision` when given); from the cache when the API cannot be
  /// reached. Only the current version is kept.
  func gist(id: String, revision: String?) throws -> Gist {
    do throws(GistError) {
      let gist = try api.completeGist(id: id, revision: revision)
      if revision == nil, let (cache, account) = writable() {
        cache.documents.save(gist, account: account)
      }
      return gist
    } catch {
      guard error.isOffline, revision == nil, let account = scope?.account,
        let cached = scope?.cache.documents.dated(account: account, id: id)
      else { throw error }
      sayOffline(fetchedAt: cached.fetchedAt)
      return cached.gist
    }
  }

  /// The account's search index (the login learnt first when no run learnt it yet).
  func searchIndex() -> SearchIndex? {
    writable().map { $0.searchIndex(account: $1) }
  }

  /// What brings the account's search index up to date through the API, spending at most
  /// `share` (0...1) of the remaining rate limit; nil without a cache.
  func searchIndexer(share: Double) -> SearchIndexer? {
    writable().map { SearchIndexer(api: api, cache: $0, account: $1, share: share) }
  }

  /// The cache with its account known (learnt as for a write), for a delete to keep the
  /// gist's whole copy beside it and an undelete to find it; nil without a cache.
  func account() -> CacheScope? {
    writable() == nil ? nil : scope
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
      scope.cache.accounts.remember(host: scope.host, fingerprint: fingerprint, login: login)
      scope.use(login: login)
    }
    return scope.account.map { (scope.cache, $0) }
  }

  private func sayOffline(fetchedAt: Date) {
    Output.error("offline: from the cache, \(RelativeTime.age(of: fetchedAt))")
  }
}
