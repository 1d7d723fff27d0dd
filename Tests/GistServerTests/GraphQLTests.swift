import Foundation
import GistServer
import Testing

/// The gist part of GitHub's GraphQL API in the store: what `gh gist list` and `gh gist
/// edit` send, paging by cursor, privacy and order, file text, and GitHub's errors.
@Suite struct GraphQLTests {
  let store: GistStore
  let auth = ["authorization": "bearer t0k"]

  init() {
    store = TestStore.make()
    store.generate(count: 25, owner: "octocat")
  }

  /// gh 2.23's list query, word for word.
  static let ghList =
    "query GistList($endCursor:String$per_page:Int!$visibility:GistPrivacy!){viewer{gists(first: $per_page, after: $endCursor, privacy: $visibility, orderBy: {field: CREATED_AT, direction: DESC}){nodes{description,files{name},isPublic,name,updatedAt},pageInfo{hasNextPage,endCursor}}}}"

  func ask(_ query: String, _ variables: [String: Any] = [:], headers: [String: String]? = nil)
    throws -> [String: Any]
  {
    let body = try JSONSerialization.data(
      withJSONObject: ["query": query, "variables": variables] as [String: Any])
    let response = store.handle(
      ServerRequest(method: "POST", path: "/api/graphql", headers: headers ?? auth, body: body))
    #expect(response.status == 200)
    return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
  }

  func gists(_ answer: [String: Any]) -> [String: Any] {
    ((answer["data"] as? [String: Any])?["viewer"] as? [String: Any])?["gists"] as? [String: Any]
      ?? [:]
  }

  @Test func ghsListQueryPagesByCursorThroughEveryGist() throws {
    var cursor: Any = NSNull()
    var names: [String] = []
    var pages = 0
    while true {
      let page = gists(
        try ask(Self.ghList, ["endCursor": cursor, "per_page": 10, "visibility": "ALL"]))
      let nodes = try #require(page["nodes"] as? [[String: Any]])
      names += nodes.compactMap { $0["name"] as? String }
      pages += 1
      let info = try #require(page["pageInfo"] as? [String: Any])
      guard info["hasNextPage"] as? Bool == true else { break }
      cursor = try #require(info["endCursor"] as? String)
      #expect(pages < 10, "the walk ends")
    }
    #expect(pages == 3 && names.count == 25 && Set(names).count == 25)
    let first = try #require(
      (gists(try ask(Self.ghList, ["per_page": 1, "visibility": "ALL"]))["nodes"]
        as? [[String: Any]])?.first)
    #expect(first["isPublic"] is Bool && first["updatedAt"] is String)
    #expect((first["files"] as? [[String: Any]])?.first?["name"] is String)
  }

  @Test func privacyKeepsSecretGistsToTheirOwner() throws {
    let count = "query($p:GistPrivacy!){viewer{gists(first:1,privacy:$p){totalCount}}}"
    func total(_ privacy: String) throws -> Int? {
      gists(try ask(count, ["p": privacy]))["totalCount"] as? Int
    }
    #expect(try total("ALL") == 25 && total("SECRET") == 5 && total("PUBLIC") == 20)
    let theirs = try ask(
      #"{ user(login: "octocat") { gists(first: 100, privacy: ALL) { totalCount } } }"#,
      headers: ["authorization": "bearer ada"])
    let user = (theirs["data"] as? [String: Any])?["user"] as? [String: Any]
    #expect((user?["gists"] as? [String: Any])?["totalCount"] as? Int == 20)
  }

  @Test func filesCarryTheirTextAndAliasesAndTypenamesAnswer() throws {
    let answer = try ask(
      """
      # what an indexer asks: 100 gists with their files' text
      query { me: viewer { login __typename
        gists(first: 2, privacy: ALL, orderBy: {field: UPDATED_AT, direction: ASC}) {
          edges { cursor node { name files(limit: 300) { name text size language { name } } } }
        } } }
      """)
    let me = try #require((answer["data"] as? [String: Any])?["me"] as? [String: Any])
    #expect(me["login"] as? String == "octocat" && me["__typename"] as? String == "User")
    let edges = try #require((me["gists"] as? [String: Any])?["edges"] as? [[String: Any]])
    let node = try #require(edges.first?["node"] as? [String: Any])
    let file = try #require((node["files"] as? [[String: Any]])?.first)
    let id = try #require(node["name"] as? String)
    let name = try #require(file["name"] as? String)
    #expect(file["text"] as? String == store.rawContent(id: id, filename: name))
    #expect(edges.first?["cursor"] is String)
  }

  @Test(arguments: [
    ("{ viewer { gists(first: 1) { nodes { secretSauce } } } }", "doesn't exist on type 'Gist'"),
    ("{ viewer { gists { totalCount } } }", "You must provide a `first` or `last` value"),
    ("{ viewer { gists(first: 101) { totalCount } } }", "exceeds the `first` limit of 100"),
    ("{ viewer { ...Me } }", "Fragments are not supported"),
    ("mutation { deleteGist }", "Only queries are supported"),
    ("{ viewer { login ", "Expected \"}\""),
    ("{ viewer { login(x: \"unterminated) } }", "Unterminated string"),
    (String(repeating: "{ viewer ", count: 40), "nested too deeply"),
    ("{ viewer { login } } \u{1b}[2J", "Unexpected character"),
  ])
  func badQueriesAreAnsweredWithGitHubsErrors(query: String, message: String) throws {
    let answer = try ask(query)
    let errors = try #require(answer["errors"] as? [[String: Any]])
    let text = errors.first?["message"] as? String ?? ""
    #expect(text.contains(message), "\(text)")
    #expect(answer["data"] == nil)
  }

  @Test func withoutATokenGraphQLSaysToSignIn() throws {
    let response = store.handle(
      ServerRequest(
        method: "POST", path: "/graphql", body: Data(#"{"query":"{viewer{login}}"}"#.utf8)))
    #expect(response.status == 401)
    let broken = store.handle(
      ServerRequest(method: "POST", path: "/graphql", headers: auth, body: Data("{".utf8)))
    #expect(broken.status == 400)
  }
}
