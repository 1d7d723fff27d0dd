import Foundation
import GistServer
import TestSupport
import Testing

/// Every answer the server gives, checked against GitHub's own description of it (the
/// committed copy of `gists.openapi.json`), and the malformed requests schemathesis found
/// answered with a 4xx, never a trap or a closed connection.
@Suite struct ServedSchemaTests {
  let store = TestStore.make()
  let octocat = ["authorization": "Bearer t0k"]
  let ada = ["authorization": "Bearer ada"]
  let check: SchemaCheck

  init() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "ModelTests/Fixtures/github-api/gists.openapi.json")
    check = try SchemaCheck(contentsOf: url)
  }

  func send(
    _ method: String, _ path: String, query: [String: String] = [:], as headers: [String: String],
    body: String = ""
  ) -> ServerResponse {
    store.handle(
      ServerRequest(
        method: method, path: path, query: query, headers: headers, body: Data(body.utf8)))
  }

  /// `response`'s body checked against the description of `method` at `template`.
  func expectConforms(
    _ response: ServerResponse, _ method: String, _ template: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let schema = try #require(
      check.responseSchema(path: template, method: method, status: response.status),
      "\(method) \(template) documents no \(response.status)", sourceLocation: sourceLocation)
    let body = try JSONSerialization.jsonObject(with: response.body, options: .fragmentsAllowed)
    let problems = check.problems(body, schema)
    #expect(problems == [], "\(method) \(template)", sourceLocation: sourceLocation)
  }

  func created(_ response: ServerResponse) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
  }

  @Test func everyAnswerMatchesGitHubsDescription() throws {
    let made = send(
      "POST", "/gists", as: octocat,
      body: #"{"description":"d","public":true,"files":{"a.swift":{"content":"let a = 1"}}}"#)
    try expectConforms(made, "POST", "/gists")
    let id = try #require(created(made)["id"] as? String)
    let edited = send(
      "PATCH", "/gists/\(id)", as: octocat,
      body: ##"{"files":{"a.swift":{"content":"let a = 2"},"b.md":{"content":"# b"}}}"##)
    try expectConforms(edited, "PATCH", "/gists/{gist_id}")
    let fork = send("POST", "/gists/\(id)/forks", as: ada)
    try expectConforms(fork, "POST", "/gists/{gist_id}/forks")
    let forkID = try #require(created(fork)["id"] as? String)
    let comment = send("POST", "/gists/\(id)/comments", as: ada, body: #"{"body":"nice"}"#)
    try expectConforms(comment, "POST", "/gists/{gist_id}/comments")
    let commentID = try #require(created(comment)["id"] as? Int)
    #expect(send("PUT", "/gists/\(id)/star", as: octocat).status == 204)
    let sha = try #require(
      (created(edited)["history"] as? [[String: Any]])?.last?["version"] as? String)

    let reads: [(String, String, String, [String: String])] = [
      ("GET", "/gists", "/gists", octocat),
      ("GET", "/gists/public", "/gists/public", octocat),
      ("GET", "/gists/starred", "/gists/starred", octocat),
      ("GET", "/users/octocat/gists", "/users/{username}/gists", ada),
      ("GET", "/gists/\(id)", "/gists/{gist_id}", ada),
      ("GET", "/gists/\(forkID)", "/gists/{gist_id}", ada),
      ("GET", "/gists/\(id)/\(sha)", "/gists/{gist_id}/{sha}", ada),
      ("GET", "/gists/\(id)/commits", "/gists/{gist_id}/commits", ada),
      ("GET", "/gists/\(id)/forks", "/gists/{gist_id}/forks", ada),
      ("GET", "/gists/\(id)/comments", "/gists/{gist_id}/comments", ada),
      (
        "GET", "/gists/\(id)/comments/\(commentID)", "/gists/{gist_id}/comments/{comment_id}",
        ada
      ),
      ("GET", "/gists/\(id)/star", "/gists/{gist_id}/star", ada),
      ("GET", "/gists/nothing-here/star", "/gists/{gist_id}/star", ada),
      ("GET", "/gists/nothing-here", "/gists/{gist_id}", ada),
    ]
    for (method, path, template, caller) in reads {
      let response = send(method, path, as: caller)
      if response.status == 204 { continue }
      try expectConforms(response, method, template)
    }
    let changed = send(
      "PATCH", "/gists/\(id)/comments/\(commentID)", as: ada, body: #"{"body":"nicer"}"#)
    try expectConforms(changed, "PATCH", "/gists/{gist_id}/comments/{comment_id}")
    let refused = send("POST", "/gists", as: octocat, body: #"{"files":{"a":{"content":" "}}}"#)
    try expectConforms(refused, "POST", "/gists")
  }

  /// A page asked far past the end once trapped on the multiplication (the server died by
  /// SIGILL under schemathesis); a query value with a line break in it went into the
  /// `Link` header and the connection was closed without an answer.
  @Test func pagingQueriesNeverTrapAndLinksStayOneLine() {
    store.generate(count: 3, owner: "octocat")
    let far = send("GET", "/gists", query: ["page": String(Int.max)], as: octocat)
    #expect(far.status == 200 && far.body == Data("[]".utf8))
    let linked = send(
      "GET", "/gists", query: ["per_page": "1", "note": "a\r\nSet-Cookie: x"], as: octocat)
    let link = linked.headers["Link"] ?? ""
    #expect(link.contains("rel=\"next\""))
    #expect(!link.contains("\n") && !link.contains("\r"))
  }

  @Test func unreadableQueriesAndBodiesAreRefusedWithA4xx() throws {
    store.generate(count: 3, owner: "octocat")
    let queries: [[String: String]] = [
      ["since": ""], ["since": "\u{6}yesterday"], ["per_page": "null"], ["page": "1.5"],
      ["page": "99999999999999999999999"],
    ]
    for query in queries {
      #expect(send("GET", "/gists", query: query, as: octocat).status == 422, "\(query)")
    }
    let repeated = store.handle(
      ServerRequest(
        method: "GET", path: "/gists", query: ["page": "1"], headers: octocat,
        repeatedQueryNames: ["page"]))
    #expect(repeated.status == 422)
    let bodies = [
      #"{"files":{"a":{"content":"x"}},"public":null}"#,
      #"{"files":{"a":{"content":"x"}},"description":null}"#,
    ]
    for body in bodies {
      #expect(send("POST", "/gists", as: octocat, body: body).status == 422, "\(body)")
    }
    let tooLong = String(repeating: "x", count: 65_536)
    let made = send("POST", "/gists", as: octocat, body: #"{"files":{"a":{"content":"x"}}}"#)
    let id = try #require(created(made)["id"] as? String)
    #expect(
      send("POST", "/gists/\(id)/comments", as: ada, body: #"{"body":"\#(tooLong)"}"#).status == 422
    )
    #expect(send("PATCH", "/gists/\(id)", as: octocat, body: #"{"files":null}"#).status == 422)
    let nullContent = #"{"files":{"x":{"content":null}}}"#
    #expect(send("PATCH", "/gists/\(id)", as: octocat, body: nullContent).status == 422)
  }

  @Test func theDescriptionsOtherFormsAreTaken() throws {
    let text = send(
      "POST", "/gists", as: octocat, body: #"{"files":{"a":{"content":"x"}},"public":"true"}"#)
    #expect(text.status == 201)
    #expect(try created(text)["public"] as? Bool == true)
    let unsaid = send("POST", "/gists", as: octocat, body: #"{"files":{"a":{"content":"x"}}}"#)
    #expect(try created(unsaid)["public"] as? Bool == false)
    let id = try #require(created(unsaid)["id"] as? String)
    #expect(send("PATCH", "/gists/\(id)", as: octocat, body: "null").status == 200)
    let emptied = send(
      "PATCH", "/gists/\(id)", as: octocat,
      body: #"{"files":{"a":{"content":"y"},"b":{"content":"z"}}}"#)
    #expect(emptied.status == 200)
    let dropped = send("PATCH", "/gists/\(id)", as: octocat, body: #"{"files":{"b":{}}}"#)
    #expect((try created(dropped)["files"] as? [String: Any])?.keys.sorted() == ["a"])
  }

  @Test func anotherMethodIsA405ThatSaysWhichAreTaken() {
    let traced = send("TRACE", "/gists/public", as: octocat)
    #expect(traced.status == 405)
    #expect(traced.headers["Allow"] == "GET")
    #expect(send("PUT", "/gists", as: octocat).headers["Allow"] == "GET, POST")
    #expect(send("TRACE", "/nowhere", as: octocat).status == 404)
  }
}

extension ServedSchemaTests {
  /// JSON of the wrong shape is GitHub's 422 "Invalid request."; only text that is not JSON
  /// is a 400 (helper's schemathesis review, F1).
  @Test func jsonOfTheWrongShapeIsA422AndNotJSONA400() throws {
    let made = send("POST", "/gists", as: octocat, body: #"{"files":{"a":{"content":"x"}}}"#)
    let id = try #require(created(made)["id"] as? String)
    let wrong: [(String, String, String)] = [
      ("POST", "/gists", #"{"files":{"a":{}}}"#),
      ("POST", "/gists", #"{"files":{"a":{"content":"x"}},"public":"yes"}"#),
      ("PATCH", "/gists/\(id)", #"{"description":5}"#), ("PATCH", "/gists/\(id)", "[]"),
      ("POST", "/gists/\(id)/comments", #"{"body":5}"#),
    ]
    for (method, path, body) in wrong {
      #expect(
        send(method, path, as: octocat, body: body).status == 422, "\(method) \(path) \(body)")
    }
    #expect(send("POST", "/gists", as: octocat, body: "{").status == 400)
    #expect(send("PATCH", "/gists/\(id)", as: octocat, body: "\u{0}").status == 400)
  }
}
