import FoundationEssentials
import GistValues

/// One page of the signed-in user's gists through GitHub's GraphQL API, with the text of
/// their files: 100 gists a request where REST needs a list page and one request a gist.
///
/// A gist comes `whole` only when every file's text came in full; otherwise (a file over
/// `textLimit`, more files than `fileLimit`, a fork, whose source GraphQL does not name)
/// its files carry no content and the REST API is asked for it.
public struct ViewerGistsPage: Sendable {
  /// The most gists a page holds (GitHub's most for `first`).
  public static let pageSize = 100
  /// The most files asked of each gist (GitHub's default is 10).
  public static let fileLimit = 100
  /// The most bytes of a file's text asked for; a larger file is fetched through REST.
  public static let textLimit = 262_144

  /// The query, with `$after` the cursor of the page before (null: the first page).
  static let query = """
    query($after: String) { viewer { login gists(first: \(pageSize), after: $after, \
    privacy: ALL, orderBy: {field: UPDATED_AT, direction: DESC}) { totalCount \
    pageInfo { hasNextPage endCursor } nodes { name description isPublic isFork createdAt \
    updatedAt url files(limit: \(fileLimit)) { name size isTruncated language { name } \
    text(truncate: \(textLimit)) } } } } }
    """

  /// The page's gists, newest first; `whole` says which carry all their files' content.
  public var gists: [Gist]
  /// The ids of the gists whose content is all here.
  public var whole: Set<String>
  /// How many gists the account has.
  public var totalCount: Int
  /// The cursor of the next page (nil: this is the last).
  public var next: String?
  /// Gists left out because the server gave them an id that is not a plain identifier.
  public var dropped = 0

  /// The page in `body` (GraphQL's JSON answer); throws when it holds `errors` or no
  /// `viewer`.
  init(body: Data) throws(GistError) {
    let answer: Answer
    do {
      answer = try GistJSON.decoder().decode(Answer.self, from: body)
    } catch {
      throw GistError.malformedResponse("expected a page of gists from the GraphQL API")
    }
    guard let viewer = answer.data?.viewer, GistLink.isLogin(viewer.login) else {
      throw GistError.malformedResponse("the GraphQL API did not list the gists")
    }
    let owner = GistUser(login: viewer.login, id: 0)
    gists = []
    whole = []
    for node in viewer.gists.nodes {
      guard let id = GistLink.identifier(node.name) else {
        dropped += 1
        continue
      }
      let files = node.files ?? []
      let complete =
        !node.isFork && files.count < Self.fileLimit
        && files.allSatisfy {
          $0.text != nil && !($0.isTruncated ?? false) && ($0.size ?? 0) <= Self.textLimit
        }
      gists.append(
        Gist(
          id: id, description: node.description, isPublic: node.isPublic,
          files: files.map { file in
            GistFile(
              filename: file.name, language: file.language?.name, size: file.size ?? 0,
              truncated: file.isTruncated ?? false, content: complete ? file.text : nil)
          }, owner: owner, createdAt: node.createdAt.flatMap(GistJSON.parseDate),
          updatedAt: node.updatedAt.flatMap(GistJSON.parseDate),
          htmlURL: GistLink.webPage(node.url)))
      if complete { whole.insert(id) }
    }
    totalCount = viewer.gists.totalCount
    next = viewer.gists.pageInfo.hasNextPage ? viewer.gists.pageInfo.endCursor : nil
  }

  private struct Answer: Decodable {
    struct Payload: Decodable { var viewer: Viewer? }
    struct Viewer: Decodable {
      var login: String
      var gists: Connection
    }
    struct Connection: Decodable {
      var totalCount: Int
      var pageInfo: PageInfo
      var nodes: [Node]
    }
    struct PageInfo: Decodable {
      var hasNextPage: Bool
      var endCursor: String?
    }
    struct Node: Decodable {
      var name: String
      var description: String?
      var isPublic: Bool
      var isFork: Bool
      var createdAt: String?
      var updatedAt: String?
      var url: String?
      var files: [File]?
    }
    struct File: Decodable {
      struct Language: Decodable { var name: String }
      var name: String
      var size: Int?
      var isTruncated: Bool?
      var language: Language?
      var text: String?
    }
    var data: Payload?
  }
}
