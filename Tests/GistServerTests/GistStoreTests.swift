import Foundation
import GistServer
import GistValues
import Testing

/// GitHub's semantics in the store, without sockets.
@Suite struct GistStoreTests {
  let store: GistStore
  let auth = ["authorization": "Bearer t0k"]

  init() {
    store = TestStore.make()
  }

  func json(_ response: ServerResponse) -> Any? {
    try? JSONSerialization.jsonObject(with: response.body)
  }

  func create(_ files: [String: String], isPublic: Bool = true) throws -> String {
    let body = try GistJSON.encoder().encode(
      NewGist(description: "d", files: files, isPublic: isPublic))
    let response = store.handle(
      ServerRequest(method: "POST", path: "/gists", headers: auth, body: body))
    #expect(response.status == 201)
    return try #require((json(response) as? [String: Any])?["id"] as? String)
  }

  @Test func paginationLinksAndLimits() {
    store.generate(count: 45, owner: "octocat")
    let first = store.handle(
      ServerRequest(method: "GET", path: "/gists", query: ["per_page": "20"], headers: auth))
    #expect((json(first) as? [Any])?.count == 20)
    let link = first.headers["Link"] ?? ""
    #expect(link.contains("<http://127.0.0.1:1/gists?page=2&per_page=20>; rel=\"next\""))
    #expect(link.contains("page=3&per_page=20>; rel=\"last\""))
    let last = store.handle(
      ServerRequest(
        method: "GET", path: "/gists", query: ["per_page": "20", "page": "3"], headers: auth))
    #expect((json(last) as? [Any])?.count == 5)
    #expect(last.headers["Link"]?.contains("rel=\"next\"") == false)
    let capped = store.handle(
      ServerRequest(method: "GET", path: "/gists", query: ["per_page": "500"], headers: auth))
    #expect((json(capped) as? [Any])?.count == 45)
  }

  @Test func etagAnd304() {
    store.generate(count: 2, owner: "octocat")
    let first = store.handle(ServerRequest(method: "GET", path: "/gists", headers: auth))
    let etag = first.headers["ETag"] ?? ""
    #expect(etag.hasPrefix("W/\""))
    var headers = auth
    headers["if-none-match"] = etag
    let again = store.handle(ServerRequest(method: "GET", path: "/gists", headers: headers))
    #expect(again.status == 304 && again.body.isEmpty)
    #expect(again.headers["X-RateLimit-Remaining"] == first.headers["X-RateLimit-Remaining"])
  }

  /// Requests through a front (a TLS front's address as their `Host`) get links to the
  /// front; the same page asked directly links to the server itself.
  @Test func linksFollowTheAddressTheClientUsed() {
    store.generate(count: 45, owner: "octocat")
    store.setPublicURL("https://127.0.0.1:8443/api/v3")
    var headers = auth
    headers["host"] = "127.0.0.1:8443"
    let fronted = store.handle(
      ServerRequest(
        method: "GET", path: "/api/v3/gists", query: ["per_page": "20"], headers: headers))
    #expect(
      fronted.headers["Link"]?.contains("<https://127.0.0.1:8443/api/v3/gists?page=2") == true)
    let url = (json(fronted) as? [[String: Any]])?.first?["url"] as? String
    #expect(url?.hasPrefix("https://127.0.0.1:8443/api/v3/gists/") == true)
    headers["host"] = "127.0.0.1:1"
    let direct = store.handle(
      ServerRequest(method: "GET", path: "/gists", query: ["per_page": "20"], headers: headers))
    #expect(direct.headers["Link"]?.contains("<http://127.0.0.1:1/gists?page=2") == true)
  }

  /// Rendered answers are kept while nothing changed, per caller, and never outlive a
  /// change: a PATCH, a star, a new gist or generated gists all show at once.
  @Test func keptAnswersFollowEveryChange() throws {
    store.generate(count: 3, owner: "octocat")
    let list = ServerRequest(method: "GET", path: "/gists", headers: auth)
    let first = store.handle(list)
    let again = store.handle(list)
    #expect(again.body == first.body && again.headers["ETag"] == first.headers["ETag"])
    let theirs = store.handle(
      ServerRequest(method: "GET", path: "/gists", headers: ["authorization": "Bearer ada"]))
    #expect((json(theirs) as? [Any])?.count == 0, "another caller's own answer")

    let id = try create(["a.txt": "one\n"])
    let afterCreate = store.handle(list)
    #expect((json(afterCreate) as? [Any])?.count == 4)
    let patch = try GistJSON.encoder().encode(GistChanges(description: "renamed"))
    let patched = store.handle(
      ServerRequest(method: "PATCH", path: "/gists/\(id)", headers: auth, body: patch))
    #expect(patched.status == 200)
    let afterPatch = store.handle(list)
    #expect(afterPatch.headers["ETag"] != afterCreate.headers["ETag"])
    #expect(
      ((json(afterPatch) as? [[String: Any]])?.first?["description"] as? String) == "renamed")

    let starred = ServerRequest(method: "GET", path: "/gists/starred", headers: auth)
    #expect((json(store.handle(starred)) as? [Any])?.count == 0)
    _ = store.handle(ServerRequest(method: "PUT", path: "/gists/\(id)/star", headers: auth))
    #expect((json(store.handle(starred)) as? [Any])?.count == 1)

    store.generate(count: 2, owner: "octocat")
    #expect((json(store.handle(list)) as? [Any])?.count == 6)
  }

  @Test func authenticationAndRateLimits() {
    #expect(
      store.handle(
        ServerRequest(method: "GET", path: "/user", headers: ["authorization": "Bearer nope"])
      ).status == 401)
    #expect(store.handle(ServerRequest(method: "GET", path: "/user")).status == 401)
    #expect(store.handle(ServerRequest(method: "GET", path: "/gists/starred")).status == 401)
    store.setRateLimit(2)
    #expect(store.handle(ServerRequest(method: "GET", path: "/user", headers: auth)).status == 200)
    let second = store.handle(ServerRequest(method: "GET", path: "/user", headers: auth))
    #expect(second.headers["X-RateLimit-Remaining"] == "0")
    let refused = store.handle(ServerRequest(method: "GET", path: "/user", headers: auth))
    #expect(refused.status == 403)
    #expect(refused.headers["X-RateLimit-Remaining"] == "0")
    #expect(
      store.handle(ServerRequest(method: "GET", path: "/rate_limit", headers: auth)).status == 200)
  }

  @Test func validationShapes() throws {
    let empty = try GistJSON.encoder().encode(
      NewGist(description: nil, files: [:], isPublic: false))
    let response = store.handle(
      ServerRequest(method: "POST", path: "/gists", headers: auth, body: empty))
    #expect(response.status == 422)
    let body = json(response) as? [String: Any]
    #expect(body?["message"] as? String == "Validation Failed")
    let errors = body?["errors"] as? [[String: String]]
    #expect(errors?.first?["code"] == "missing_field" && errors?.first?["field"] == "files")
    #expect(body?["documentation_url"] != nil)
  }

  @Test func revisionsTruncationAndRaw() throws {
    let big = String(repeating: "y", count: 1_100_000)
    let id = try create(["big.txt": big, "small.txt": "a\nb\n"])
    let changes = try GistJSON.encoder().encode(
      GistChanges(files: ["small.txt": .init(content: "a\nc\nd\n")]))
    #expect(
      store.handle(
        ServerRequest(method: "PATCH", path: "/gists/\(id)", headers: auth, body: changes)
      ).status == 200)
    let gist = try #require(store.gist(id: id))
    #expect(gist.history?.count == 2)
    #expect(gist.history?.first?.additions == 2 && gist.history?.first?.deletions == 1)
    #expect(gist.file(named: "big.txt")?.truncated == true)
    #expect(gist.file(named: "big.txt")?.content?.utf8.count == 1_048_576)
    let rawURL = try #require(gist.file(named: "big.txt")?.rawURL)
    let path = try #require(URL(string: rawURL)?.path)
    let raw = store.handle(ServerRequest(method: "GET", path: path))
    #expect(raw.body.count == big.utf8.count)
  }

  @Test func onlyTheOwnerChangesAGist() throws {
    let id = try create(["a.txt": "x"])
    let other = ["authorization": "token ada"]
    let body = try GistJSON.encoder().encode(GistChanges(description: "mine now"))
    #expect(
      store.handle(ServerRequest(method: "PATCH", path: "/gists/\(id)", headers: other, body: body))
        .status == 404)
    #expect(
      store.handle(ServerRequest(method: "DELETE", path: "/gists/\(id)", headers: other)).status
        == 404)
    #expect(
      store.handle(ServerRequest(method: "DELETE", path: "/gists/\(id)", headers: auth)).status
        == 204)
    #expect(store.gistCount == 0)
  }

  @Test func seedFilesLoadUsersGistsHistoryCommentsAndStars() {
    store.load(
      SeedFile(
        users: [SeedUser(login: "grace", token: "g")],
        gists: [
          SeedGist(
            id: "5eed", owner: "grace", description: "seeded", isPublic: true,
            files: ["a.py": "print(2)\n"], history: [["a.py": "print(1)\n"]],
            comments: [.init(user: "octocat", body: "hi")], starredBy: ["octocat"], hoursAgo: 5)
        ]))
    let gist = store.gist(id: "5eed")
    #expect(gist?.history?.count == 2)
    #expect(gist?.comments == 1)
    #expect(gist?.updatedAt == Date(timeIntervalSince1970: 1_800_000_000 - 5 * 3600))
    let starred = store.handle(ServerRequest(method: "GET", path: "/gists/starred", headers: auth))
    #expect((json(starred) as? [[String: Any]])?.first?["id"] as? String == "5eed")
  }

  @Test func generationIsDeterministic() {
    let other = GistStore(
      baseURL: "http://127.0.0.1:1", now: { Date(timeIntervalSince1970: 1_800_000_000) })
    store.generate(count: 20, owner: "octocat")
    other.generate(count: 20, owner: "octocat")
    let mine = store.handle(ServerRequest(method: "GET", path: "/gists/public"))
    let theirs = other.handle(ServerRequest(method: "GET", path: "/gists/public"))
    #expect(mine.body == theirs.body)
    #expect((json(mine) as? [Any])?.count == 16)
  }

  @Test func enterprisePathPrefixIsAccepted() {
    #expect(
      store.handle(ServerRequest(method: "GET", path: "/api/v3/user", headers: auth)).status == 200)
  }

  @Test func faultSpecsParse() {
    #expect(
      Fault(spec: "GET /gists=status:500")
        == Fault(method: "GET", path: "/gists", kind: .status(500)))
    #expect(Fault(spec: "*=stall") == Fault(path: "*", kind: .stall))
    #expect(
      Fault(spec: "POST /gists=drop*1")
        == Fault(method: "POST", path: "/gists", kind: .drop, times: 1))
    #expect(
      Fault(spec: "/gists=secondary:30")
        == Fault(path: "/gists", kind: .secondaryRateLimit(retryAfter: 30)))
    #expect(
      Fault(spec: "/x=slow") == Fault(path: "/x", kind: .slowBody(chunkDelayMilliseconds: 100)))
    #expect(Fault(spec: "nonsense") == nil)
    #expect(Fault(spec: "/x=whatever") == nil)
  }

  @Test func controlEndpointInjectsFaults() throws {
    let fault = try JSONEncoder().encode(Fault(path: "/user", kind: .status(503), times: 1))
    #expect(
      store.handle(ServerRequest(method: "POST", path: "/__control/faults", body: fault)).status
        == 204)
    #expect(store.handle(ServerRequest(method: "GET", path: "/user", headers: auth)).status == 503)
    #expect(store.handle(ServerRequest(method: "GET", path: "/user", headers: auth)).status == 200)
  }
}

extension GistStoreTests {
  /// A review found the history said "+4 -0" for a first revision of two one-line files:
  /// the newline that ends a file was counted as a line of its own. GitHub counts lines as
  /// `git diff --numstat` does.
  @Test func changeStatusCountsLinesAsGitDoes() throws {
    let id = try create(["a.txt": "one\n", "b.txt": "two\n"])
    #expect(store.gist(id: id)?.history?.first?.additions == 2)
    #expect(store.gist(id: id)?.history?.first?.deletions == 0)
    let changes = try GistJSON.encoder().encode(
      GistChanges(files: [
        "b.txt": .init(content: "two\nthree"), "a.txt": GistChanges.FileChange?.none,
      ]))
    #expect(
      store.handle(
        ServerRequest(method: "PATCH", path: "/gists/\(id)", headers: auth, body: changes)
      ).status == 200)
    let latest = try #require(store.gist(id: id)?.history?.first)
    // "three" (no newline after it) is a line; "one" went with a.txt.
    #expect(latest.additions == 1 && latest.deletions == 1, "\(latest)")
  }
}
