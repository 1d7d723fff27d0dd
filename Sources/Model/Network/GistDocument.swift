import FoundationEssentials
import GistValues
import Reactive
import Store

/// One gist with its files' whole content: truncated files (over 1 MB) are fetched whole
/// from their `raw_url` before the gist is shown as loaded.
public protocol GistDocumentModel: RemoteModel<Gist> {
  /// The gist's id.
  var id: String { get }
  /// The revision shown, or nil for the current version.
  var revision: String? { get }
  /// Shows `gist` (just changed by the user) at once, then loads it whole again.
  func changed(to gist: Gist)
}

/// The gist document of the real API.
public final class GistDocument: GistDocumentModel {
  public let id: String
  public let revision: String?
  private let resource: RemoteResource<Gist>

  /// A document for gist `id` (as it was at `revision`, when given); the cached whole gist,
  /// else `initial` (from a list), shows at once. What loads is kept in `cache`.
  public init(
    id: String, revision: String? = nil, initial: Gist? = nil, api: GistAPI,
    worker: NetworkWorker, cache: CacheScope? = nil
  ) {
    self.id = id
    self.revision = revision
    resource = RemoteResource(worker: worker) { () throws(GistError) in
      let gist = try api.completeGist(id: id, revision: revision)
      if revision == nil {
        cache?.write { store, account in store.documents.save(gist, account: account) }
      }
      return gist
    }
    let cached =
      revision == nil
      ? cache?.account.flatMap { cache?.cache.documents.gist(account: $0, id: id) } : nil
    if let shown = cached ?? initial { resource.set(shown) }
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
