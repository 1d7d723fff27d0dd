import FoundationEssentials
import GistValues

/// Every call dehub makes to the API. The Router turns one into an `HTTPRequest`.
public enum Route: Equatable, Sendable {
  /// The URL of a `.page` route (nil for the others).
  public var pageURL: URL? {
    if case .page(let url) = self { return url }
    return nil
  }

  /// A list of gists, one page (`since` limits to gists updated after it).
  case list(GistListKind, since: Date?, perPage: Int, page: Int?)
  /// A page URL from a `Link` header.
  case page(URL)
  /// One gist.
  case gist(id: String)
  /// One gist at a revision.
  case revision(id: String, sha: String)
  /// Create a gist.
  case create(NewGist)
  /// Change a gist.
  case update(id: String, GistChanges)
  /// Delete a gist.
  case delete(id: String)
  /// Star a gist.
  case star(id: String)
  /// Unstar a gist.
  case unstar(id: String)
  /// Whether the signed-in user starred a gist (204 yes, 404 no).
  case isStarred(id: String)
  /// Fork a gist.
  case fork(id: String)
  /// A gist's forks.
  case forks(id: String, perPage: Int, page: Int?)
  /// A gist's revisions.
  case commits(id: String, perPage: Int, page: Int?)
  /// A gist's comments.
  case comments(id: String, perPage: Int, page: Int?)
  /// One comment.
  case comment(id: String, commentID: Int)
  /// Add a comment.
  case createComment(id: String, CommentBody)
  /// Edit a comment.
  case updateComment(id: String, commentID: Int, CommentBody)
  /// Delete a comment.
  case deleteComment(id: String, commentID: Int)
  /// The signed-in user.
  case user
  /// The rate limit.
  case rateLimit
  /// A file's whole content at its `raw_url` (never carries the token).
  case raw(URL)
  /// A page of the signed-in user's gists with their files' text, through the GraphQL API
  /// (`after`: the cursor of the page before).
  case viewerGists(after: String?)

  /// Whether the call changes something on the server (such calls go one at a time).
  public var isMutating: Bool {
    switch self {
    case .create, .update, .delete, .star, .unstar, .fork, .createComment, .updateComment,
      .deleteComment:
      true
    default:
      false
    }
  }
}
