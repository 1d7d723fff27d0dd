import GistValues

/// A gist's revisions, and the gist as it was at one of them (the history screen's model).
public protocol GistHistoryModel: AnyObject {
  /// Revisions, newest first.
  var commits: any RemoteModel<[GistCommit]> { get }
  /// The gist as it was at revision `sha`.
  func revision(_ sha: String, completion: @escaping (Result<Gist, GistError>) -> Void)
}

extension GistActivity: GistHistoryModel {
  public var commits: any RemoteModel<[GistCommit]> { history }
}
