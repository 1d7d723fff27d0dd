import Foundation
import Reactive

/// One gist with its files' whole content: truncated files (over 1 MB) are fetched whole
/// from their `raw_url` before the gist is shown as loaded.
public protocol GistDocumentModel: AnyObject {
  /// The gist's id.
  var id: String { get }
  /// The state, starting with the current one.
  var state: Observable<RemoteState<Gist>> { get }
  /// The current state.
  var current: RemoteState<Gist> { get }
  /// Loads or reloads the gist.
  func load()
}

/// The gist document of the real API.
public final class GistDocument: GistDocumentModel {
  public let id: String
  private let resource: RemoteResource<Gist>

  /// A document for gist `id`; `initial` (from a list or the cache) shows at once.
  public init(id: String, initial: Gist? = nil, api: GistAPI, worker: NetworkWorker) {
    self.id = id
    resource = RemoteResource(worker: worker) { () throws(GistError) in
      try api.completeGist(id: id)
    }
    if let initial { resource.set(initial) }
  }

  public var state: Observable<RemoteState<Gist>> { resource.state }
  public var current: RemoteState<Gist> { resource.current }
  public func load() { resource.load() }
}
