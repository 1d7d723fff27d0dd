import FoundationEssentials
import GistValues
import Store

/// Sending what the compose screen made: creating a gist, changing one, and reading the
/// server's current version (whole) to see whether it changed since it was opened.
public protocol GistComposeModel: AnyObject {
  /// Creates a gist.
  func create(_ gist: NewGist, completion: @escaping (Result<Gist, GistError>) -> Void)
  /// Sends `changes` to gist `id`.
  func update(
    id: String, _ changes: GistChanges, completion: @escaping (Result<Gist, GistError>) -> Void)
  /// The gist `id` as the server has it now, with truncated files fetched whole.
  func current(id: String, completion: @escaping (Result<Gist, GistError>) -> Void)
  /// The user's newest gists (the first page of their list), to find one a lost answer
  /// may have created.
  func newest(completion: @escaping (Result<[Gist], GistError>) -> Void)
  /// Commits binary files `binaries` (name to bytes) into `gist` through its git repository
  /// (`BinaryFiles.add`), removing the files named in `removing` in the same commit; the
  /// gist after.
  func commit(
    _ binaries: [String: Data], to gist: Gist, removing: [String],
    completion: @escaping (Result<Gist, GistError>) -> Void)
}

/// The compose model of the real API.
public final class GistComposer: GistComposeModel {
  private let api: GistAPI
  private let worker: NetworkWorker
  private let cache: CacheScope?

  /// A composer sending through `api` on `worker`; what is sent is written through to
  /// `cache`.
  public init(api: GistAPI, worker: NetworkWorker, cache: CacheScope? = nil) {
    self.api = api
    self.worker = worker
    self.cache = cache
  }

  public func create(_ gist: NewGist, completion: @escaping (Result<Gist, GistError>) -> Void) {
    let (api, cache) = (self.api, self.cache)
    worker.perform(
      { () throws(GistError) in
        let created = try api.create(gist)
        cache?.write { store, account in store.changed(created, account: account, addTo: ["mine"]) }
        return created
      }, then: completion)
  }

  public func update(
    id: String, _ changes: GistChanges, completion: @escaping (Result<Gist, GistError>) -> Void
  ) {
    let (api, cache) = (self.api, self.cache)
    worker.perform(
      { () throws(GistError) in
        let updated = try api.update(id: id, changes)
        cache?.write { store, account in store.changed(updated, account: account) }
        return updated
      }, then: completion)
  }

  public func commit(
    _ binaries: [String: Data], to gist: Gist, removing: [String],
    completion: @escaping (Result<Gist, GistError>) -> Void
  ) {
    let (api, cache) = (self.api, self.cache)
    worker.perform(
      { () throws(GistError) in
        let updated = try BinaryFiles.add(binaries, to: gist, api: api, removing: removing)
        cache?.write { store, account in store.changed(updated, account: account) }
        return updated
      }, then: completion)
  }

  public func newest(completion: @escaping (Result<[Gist], GistError>) -> Void) {
    let api = self.api
    worker.perform({ () throws(GistError) in try api.gists(.mine, limit: 30) }, then: completion)
  }

  public func current(id: String, completion: @escaping (Result<Gist, GistError>) -> Void) {
    let api = self.api
    worker.perform({ () throws(GistError) in try api.completeGist(id: id) }, then: completion)
  }
}
