import Foundation
import GistValues
import Model
import Testing

@Suite struct RouterTests {
  let router: Router

  init() throws {
    router = try Router(baseURL: "https://api.github.com/", token: "secret-token", version: "1.2.3")
  }

  func describe(_ route: Route) -> String {
    let request = router.request(for: route)
    return "\(request.method) \(request.url.absoluteString)"
  }

  @Test func everyEndpointHasItsMethodAndPath() {
    let base = "https://api.github.com"
    let expected: [(Route, String)] = [
      (.list(.mine, since: nil, perPage: 100, page: nil), "GET \(base)/gists?per_page=100"),
      (
        .list(.starred, since: nil, perPage: 30, page: 2),
        "GET \(base)/gists/starred?per_page=30&page=2"
      ),
      (
        .list(.public, since: nil, perPage: 100, page: nil), "GET \(base)/gists/public?per_page=100"
      ),
      (
        .list(.user("ada"), since: nil, perPage: 100, page: nil),
        "GET \(base)/users/ada/gists?per_page=100"
      ),
      (.gist(id: "abc"), "GET \(base)/gists/abc"),
      (.revision(id: "abc", sha: "f00"), "GET \(base)/gists/abc/f00"),
      (
        .create(NewGist(description: nil, files: ["a": "b"], isPublic: false)), "POST \(base)/gists"
      ),
      (.update(id: "abc", GistChanges(description: "x")), "PATCH \(base)/gists/abc"),
      (.delete(id: "abc"), "DELETE \(base)/gists/abc"),
      (.star(id: "abc"), "PUT \(base)/gists/abc/star"),
      (.unstar(id: "abc"), "DELETE \(base)/gists/abc/star"),
      (.isStarred(id: "abc"), "GET \(base)/gists/abc/star"),
      (.fork(id: "abc"), "POST \(base)/gists/abc/forks"),
      (.forks(id: "abc", perPage: 100, page: nil), "GET \(base)/gists/abc/forks?per_page=100"),
      (
        .commits(id: "abc", perPage: 100, page: 3),
        "GET \(base)/gists/abc/commits?per_page=100&page=3"
      ),
      (
        .comments(id: "abc", perPage: 100, page: nil), "GET \(base)/gists/abc/comments?per_page=100"
      ),
      (.comment(id: "abc", commentID: 7), "GET \(base)/gists/abc/comments/7"),
      (.createComment(id: "abc", CommentBody(body: "hi")), "POST \(base)/gists/abc/comments"),
      (
        .updateComment(id: "abc", commentID: 7, CommentBody(body: "x")),
        "PATCH \(base)/gists/abc/comments/7"
      ),
      (.deleteComment(id: "abc", commentID: 7), "DELETE \(base)/gists/abc/comments/7"),
      (.user, "GET \(base)/user"),
      (.rateLimit, "GET \(base)/rate_limit"),
    ]
    for (route, line) in expected {
      #expect(describe(route) == line)
    }
  }

  @Test func sinceIsSentInISOForm() throws {
    let since = try #require(GistJSON.parseDate("2026-01-02T03:04:05Z"))
    #expect(
      describe(.list(.mine, since: since, perPage: 100, page: nil))
        == "GET https://api.github.com/gists?since=2026-01-02T03:04:05Z&per_page=100")
  }

  @Test func everyAPIRequestCarriesTheHeaders() {
    let request = router.request(for: .gist(id: "abc"))
    #expect(request.headers["Accept"] == "application/vnd.github+json")
    #expect(request.headers["X-GitHub-Api-Version"] == "2022-11-28")
    #expect(request.headers["User-Agent"] == "dehub/1.2.3")
    #expect(request.headers["Authorization"] == "Bearer secret-token")
    #expect(request.followsRedirects == false)
    let post = router.request(for: .createComment(id: "a", CommentBody(body: "x")))
    #expect(post.headers["Content-Type"] == "application/json; charset=utf-8")
  }

  @Test func theTokenGoesOnlyToTheAPIHost() throws {
    let raw = router.request(
      for: .raw(try #require(URL(string: "https://gist.githubusercontent.com/u/1/raw/a.txt"))))
    #expect(raw.headers["Authorization"] == nil)
    #expect(raw.followsRedirects)
    let sameHost = router.request(
      for: .page(try #require(URL(string: "https://api.github.com/gists?page=2"))))
    #expect(sameHost.headers["Authorization"] == "Bearer secret-token")
    let otherHost = router.request(
      for: .page(try #require(URL(string: "https://evil.example/gists?page=2"))))
    #expect(otherHost.headers["Authorization"] == nil)
    let otherPort = router.request(
      for: .page(try #require(URL(string: "https://api.github.com:8443/gists"))))
    #expect(otherPort.headers["Authorization"] == nil)
    let downgraded = router.request(
      for: .page(try #require(URL(string: "http://api.github.com/gists"))))
    #expect(downgraded.headers["Authorization"] == nil)
  }

  @Test func noTokenNoAuthorization() throws {
    let anonymous = try Router(baseURL: "https://api.github.com", token: nil, version: "1")
    #expect(
      anonymous.request(for: .list(.public, since: nil, perPage: 1, page: nil)).headers[
        "Authorization"] == nil)
    #expect(anonymous.with(token: "t").request(for: .user).headers["Authorization"] == "Bearer t")
    #expect(!anonymous.hasToken)
  }

  @Test func pathSegmentsAreEncoded() {
    #expect(
      describe(.list(.user("a b/c"), since: nil, perPage: 1, page: nil))
        == "GET https://api.github.com/users/a%20b%2Fc/gists?per_page=1")
    // `..` is never a path step: `/users/../gists` would be the signed-in user's list.
    #expect(
      describe(.list(.user(".."), since: nil, perPage: 1, page: nil))
        == "GET https://api.github.com/users/%2E%2E/gists?per_page=1")
  }

  @Test func enterpriseBasePathIsKept() throws {
    let enterprise = try Router(baseURL: "https://ghe.example.com/api/v3", token: nil, version: "1")
    #expect(
      enterprise.request(for: .gist(id: "x")).url.absoluteString
        == "https://ghe.example.com/api/v3/gists/x")
  }

  /// Issue 28, item 9: `--api-url https://user:pw@host` was accepted, and the name and
  /// password would have gone to the host with every request.
  @Test func anAddressWithANameOrPasswordIsRefused() {
    for address in ["https://user:pw@api.github.com", "https://user@ghe.example.com/api/v3"] {
      #expect(throws: GistError.self, "\(address)") {
        try Router(baseURL: address, token: nil, version: "1")
      }
    }
  }

  @Test func plainHTTPOnlyToThisMachine() throws {
    #expect(
      throws: GistError.badAPIURL(
        "http://example.com",
        reason: "plain http:// is used only on this machine (127.0.0.1); use https://")
    ) {
      try Router(baseURL: "http://example.com", token: nil, version: "1")
    }
    for host in ["127.0.0.1:8080", "localhost:1", "[::1]:9", "127.1.2.3"] {
      #expect(throws: Never.self) {
        try Router(baseURL: "http://\(host)", token: nil, version: "1")
      }
    }
    // Issue 19, item 11: the wording named "a gist id or gist URL" for an API URL.
    #expect(throws: GistError.self) {
      try Router(baseURL: "ftp://example.com", token: nil, version: "1")
    }
    for bad in ["ftp://example.com", "localhost:8080", "https://", "not a url"] {
      #expect {
        try Router(baseURL: bad, token: nil, version: "1")
      } throws: { error in
        guard let error = error as? GistError, error.isUsageError else { return false }
        return error.message.hasPrefix("The API URL \"\(bad)\" cannot be used: ")
      }
    }
    #expect(throws: GistError.self) { try Router(baseURL: "not a url", token: nil, version: "1") }
  }

  @Test func mutatingRoutesAreKnown() {
    #expect(Route.create(NewGist(description: nil, files: [:], isPublic: false)).isMutating)
    #expect(Route.star(id: "a").isMutating)
    #expect(!Route.gist(id: "a").isMutating)
    #expect(!Route.isStarred(id: "a").isMutating)
  }
}
