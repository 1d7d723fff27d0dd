import GistValues

/// What a name that can be a gist id or a login turned out to be.
public enum LookupAnswer: Equatable, Sendable {
  /// A gist.
  case gist(Gist)
  /// A user (with gists or not).
  case user(String)
}

/// Asks the server whether a name is a gist id or a login (`gist.github.com/NAME`).
public protocol GistLookupModel: AnyObject {
  /// Looks `name` up: first as a gist, then as a user; delivered on the main loop. Fails
  /// with `notFound` when it is neither, and with the network's error when the server could
  /// not be asked.
  func lookUp(_ name: String, completion: @escaping (Result<LookupAnswer, GistError>) -> Void)
}

/// The look-up of the real API.
public final class GistLookup: GistLookupModel {
  private let api: GistAPI
  private let worker: NetworkWorker

  /// A look-up through `api` on `worker`.
  public init(api: GistAPI, worker: NetworkWorker) {
    self.api = api
    self.worker = worker
  }

  public func lookUp(
    _ name: String, completion: @escaping (Result<LookupAnswer, GistError>) -> Void
  ) {
    let api = self.api
    worker.perform(
      { () throws(GistError) -> LookupAnswer in
        do throws(GistError) {
          return .gist(try api.gist(id: name))
        } catch {
          guard case .notFound = error else { throw error }
        }
        do throws(GistError) {
          _ = try api.page(.list(.user(name), since: nil, perPage: 1, page: nil))
          return .user(name)
        } catch {
          guard case .notFound = error else { throw error }
          throw .notFound(what: "A gist or user named \(name)")
        }
      }, then: completion)
  }
}
