import GistValues
import Reactive

/// The history, comments and forks of one gist, each loaded when first asked for, and the
/// actions on them (comment, delete a comment, fork).
public final class GistActivity {
  /// The gist's id.
  public let id: String
  /// Revisions, newest first.
  public let history: RemoteResource<[GistCommit]>
  /// Comments, oldest first.
  public let comments: RemoteResource<[GistComment]>
  /// The most comments a thread loads (GitHub pages them 100 at a time).
  public static let commentLimit = 3_000
  /// Forks.
  public let forks: RemoteResource<[Gist]>
  private let api: GistAPI
  private let worker: NetworkWorker

  /// The activity of gist `id`.
  public init(id: String, api: GistAPI, worker: NetworkWorker) {
    self.id = id
    self.api = api
    self.worker = worker
    history = RemoteResource(worker: worker) { () throws(GistError) in try api.commits(id: id) }
    comments = RemoteResource(worker: worker) { () throws(GistError) in
      try api.comments(id: id, limit: GistActivity.commentLimit)
    }
    forks = RemoteResource(worker: worker) { () throws(GistError) in try api.forks(id: id) }
  }

  /// The gist as it was at revision `sha`.
  public func revision(_ sha: String, completion: @escaping (Result<Gist, GistError>) -> Void) {
    let (api, id) = (self.api, self.id)
    worker.perform({ () throws(GistError) in try api.revision(id: id, sha: sha) }, then: completion)
  }

  /// Adds a comment; the list shows it once the server confirmed.
  public func addComment(
    _ body: String, completion: @escaping (Result<GistComment, GistError>) -> Void
  ) {
    let (api, id) = (self.api, self.id)
    worker.perform({ () throws(GistError) in try api.addComment(id: id, body: body) }) {
      [weak self] result in
      if case .success(let comment) = result { self?.comments.modify { $0.append(comment) } }
      completion(result)
    }
  }

  /// Changes a comment's text; the list shows it once the server confirmed.
  public func editComment(
    _ commentID: Int, body: String, completion: @escaping (Result<GistComment, GistError>) -> Void
  ) {
    let (api, id) = (self.api, self.id)
    worker.perform({ () throws(GistError) in
      try api.editComment(id: id, commentID: commentID, body: body)
    }) { [weak self] result in
      if case .success(let comment) = result {
        self?.comments.modify { comments in
          if let index = comments.firstIndex(where: { $0.id == commentID }) {
            comments[index] = comment
          }
        }
      }
      completion(result)
    }
  }

  /// Deletes a comment; the list drops it once the server confirmed.
  public func deleteComment(
    _ commentID: Int, completion: @escaping (Result<Void, GistError>) -> Void
  ) {
    let (api, id) = (self.api, self.id)
    worker.perform({ () throws(GistError) in try api.deleteComment(id: id, commentID: commentID) })
    {
      [weak self] result in
      if case .success = result { self?.comments.modify { $0.removeAll { $0.id == commentID } } }
      completion(result)
    }
  }

  /// Forks the gist; the fork is returned.
  public func fork(completion: @escaping (Result<Gist, GistError>) -> Void) {
    let (api, id) = (self.api, self.id)
    worker.perform({ () throws(GistError) in try api.fork(id: id) }) { [weak self] result in
      if case .success(let fork) = result { self?.forks.modify { $0.append(fork) } }
      completion(result)
    }
  }
}
