import Foundation
import Reactive

/// One gist with its files' whole content: truncated files (over 1 MB) are fetched whole
/// from their `raw_url` before the gist is shown as loaded.
public protocol GistDocumentModel: RemoteModel<Gist> {
  /// The gist's id.
  var id: String { get }
  /// The revision shown, or nil for the current version.
  var revision: String? { get }
}

/// The gist document of the real API.
public final class GistDocument: GistDocumentModel {
  public let id: String
  public let revision: String?
  private let resource: RemoteResource<Gist>

  /// A document for gist `id` (as it was at `revision`, when given); `initial` (from a list
  /// or the cache) shows at once.
  public init(
    id: String, revision: String? = nil, initial: Gist? = nil, api: GistAPI,
    worker: NetworkWorker
  ) {
    self.id = id
    self.revision = revision
    resource = RemoteResource(worker: worker) { () throws(GistError) in
      try api.completeGist(id: id, revision: revision)
    }
    if let initial { resource.set(initial) }
  }

  public var state: Observable<RemoteState<Gist>> { resource.state }
  public var current: RemoteState<Gist> { resource.current }
  public func load() { resource.load() }

  /// Shows `gist` (just changed by the user) at once, then loads it whole again.
  public func changed(to gist: Gist) {
    resource.set(gist)
    resource.reload()
  }
}
