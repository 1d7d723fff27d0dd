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
}

/// The compose model of the real API.
public final class GistComposer: GistComposeModel {
  private let api: GistAPI
  private let worker: NetworkWorker

  /// A composer sending through `api` on `worker`.
  public init(api: GistAPI, worker: NetworkWorker) {
    self.api = api
    self.worker = worker
  }

  public func create(_ gist: NewGist, completion: @escaping (Result<Gist, GistError>) -> Void) {
    let api = self.api
    worker.perform({ () throws(GistError) in try api.create(gist) }, then: completion)
  }

  public func update(
    id: String, _ changes: GistChanges, completion: @escaping (Result<Gist, GistError>) -> Void
  ) {
    let api = self.api
    worker.perform({ () throws(GistError) in try api.update(id: id, changes) }, then: completion)
  }

  public func current(id: String, completion: @escaping (Result<Gist, GistError>) -> Void) {
    let api = self.api
    worker.perform({ () throws(GistError) in try api.completeGist(id: id) }, then: completion)
  }
}
