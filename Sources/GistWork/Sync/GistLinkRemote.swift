import FoundationEssentials
import GistValues
import Model
import Store

/// The gist side of links over the API and the offline cache: a gist the link read before
/// is asked with `If-None-Match` (a 304 costs nothing and the cached copy answers), what is
/// fetched is kept in the cache, and when the API cannot be reached the cached copy answers,
/// with its age.
public struct GistLinkRemote: LinkRemote {
  private let api: GistAPI
  private let cache: CacheScope?

  /// The remote of `api`, with `cache` when there is one.
  public init(api: GistAPI, cache: CacheScope?) {
    self.api = api
    self.cache = cache
  }

  public var host: String { api.router.baseURL.absoluteString }

  public var login: String? { account()?.login }

  public func fetch(id: String, etag: String?) throws(GistError) -> RemoteGist {
    let known = account()
    let cached = known.flatMap { cache?.cache.documents.dated(account: $0.account, id: id) }
    do throws(GistError) {
      switch try api.gist(id: id, etag: cached == nil ? nil : etag) {
      case .notModified:
        if let cached { return RemoteGist(gist: cached.gist, etag: etag) }
        return try fetch(id: id, etag: nil)
      case .value(let gist, let etag):
        let whole = try api.completing(gist)
        if let known { cache?.cache.documents.save(whole, account: known.account) }
        return RemoteGist(gist: whole, etag: etag)
      }
    } catch {
      guard error.isOffline, let cached else { throw error }
      return RemoteGist(gist: cached.gist, etag: etag, offlineSince: cached.fetchedAt)
    }
  }

  public func update(id: String, _ changes: GistChanges) throws(GistError) -> Gist {
    let gist = try api.update(id: id, changes)
    if let known = account() { cache?.cache.changed(gist, account: known.account) }
    return gist
  }

  public func create(_ gist: NewGist) throws(GistError) -> Gist {
    let created = try api.create(gist)
    if let known = account() { cache?.cache.changed(created, account: known.account) }
    return created
  }

  public func commit(
    _ binaries: [String: Data], to gist: Gist, removing: [String]
  ) throws(GistError) -> Gist {
    let updated = try BinaryFiles.add(binaries, to: gist, api: api, removing: removing)
    if let known = account() { cache?.cache.changed(updated, account: known.account) }
    return updated
  }

  public var takesBinaryFiles: Bool { api.git.isAvailable }

  /// The cache's account and the login, learnt once (`GET /user`) when no run learnt it yet.
  private func account() -> (account: String, login: String)? {
    guard let cache else { return nil }
    if cache.login == nil, let fingerprint = api.router.tokenFingerprint,
      let login = try? api.user().user.login
    {
      cache.cache.accounts.remember(host: cache.host, fingerprint: fingerprint, login: login)
      cache.use(login: login)
    }
    guard let login = cache.login, let account = cache.account else { return nil }
    return (account, login)
  }
}
