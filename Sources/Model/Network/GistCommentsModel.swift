import GistValues

/// A gist's comments, adding one and deleting one (the comments screen's model).
public protocol GistCommentsModel: AnyObject {
  /// Comments, oldest first.
  var thread: any RemoteModel<[GistComment]> { get }
  /// Adds a comment; the thread shows it once the server confirmed.
  func addComment(_ body: String, completion: @escaping (Result<GistComment, GistError>) -> Void)
  /// Changes a comment's text; the thread shows it once the server confirmed.
  func editComment(
    _ commentID: Int, body: String, completion: @escaping (Result<GistComment, GistError>) -> Void)
  /// Deletes a comment; the thread drops it once the server confirmed.
  func deleteComment(_ commentID: Int, completion: @escaping (Result<Void, GistError>) -> Void)
}

extension GistActivity: GistCommentsModel {
  public var thread: any RemoteModel<[GistComment]> { comments }
}
