import FoundationEssentials
import GistValues
import Glibc
import Model
import Store
import System

/// The actions on one gist, on the real API, git and web browser.
public final class GistActions: GistActionsModel {
  private let id: String
  private let api: GistAPI
  private let worker: NetworkWorker
  private let environment: [String: String]
  private let cache: CacheScope?

  /// The actions on gist `id`; `environment` gives `BROWSER` and `PATH`; forks and deletes
  /// are written through to `cache` (a delete keeps the whole gist beside it, for undo).
  public init(
    id: String, api: GistAPI, worker: NetworkWorker,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    cache: CacheScope? = nil
  ) {
    self.cache = cache
    self.id = id
    self.api = api
    self.worker = worker
    self.environment = environment
  }

  public func fork(completion: @escaping (Result<Gist, GistError>) -> Void) {
    let (api, id) = (self.api, self.id)
    let cache = self.cache
    worker.perform(
      { () throws(GistError) in
        let fork = try api.fork(id: id)
        cache?.write { store, account in store.changed(fork, account: account, addTo: ["mine"]) }
        return fork
      }, then: completion)
  }

  public func delete(completion: @escaping (Result<Void, GistError>) -> Void) {
    let (api, id) = (self.api, self.id)
    let cache = self.cache
    worker.perform(
      { () throws(GistError) in try GistRemoval.delete(id: id, api: api, cache: cache) },
      then: { completion($0.map { _ in }) })
  }

  public func restore(completion: @escaping (Result<Gist, GistError>) -> Void) {
    let (api, id) = (self.api, self.id)
    let cache = self.cache
    worker.perform(
      { () throws(GistError) in try GistRemoval.restore(id: id, api: api, cache: cache) },
      then: completion)
  }

  public func makePublicCopy(completion: @escaping (Result<Gist, GistError>) -> Void) {
    let (api, id, cache) = (self.api, self.id, self.cache)
    worker.perform(
      { () throws(GistError) in try PublicCopy.make(id: id, api: api, cache: cache) },
      then: completion)
  }

  public func clone(
    _ pullURL: String, into directory: String,
    completion: @escaping (Result<Void, GistError>) -> Void
  ) {
    let apiBase = api.router.baseURL
    worker.perform(
      { () throws(GistError) in
        try GitCloner.check(pullURL, apiBase: apiBase)
        try GitCloner.clone(pullURL, into: directory)
      }, then: completion)
  }

  public func saveFile(_ bytes: Data, named name: String, replacing: Bool, mode: mode_t)
    throws(GistError) -> FileSaver.Outcome
  {
    try FileSaver.save(
      bytes: bytes, named: name,
      in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), replacing: replacing,
      mode: mode)
  }

  public func openInBrowser(_ url: String) throws(GistError) {
    try WebBrowser.open(url, environment: environment)
  }

  public func openFile(_ bytes: Data, named name: String) throws(GistError) {
    let folder = AppPaths(environment: environment).cache.appendingPathComponent("opened")
    try FileViewer.open(bytes, named: name, in: folder, environment: environment)
  }
}
