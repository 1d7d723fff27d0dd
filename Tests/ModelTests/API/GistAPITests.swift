import Foundation
import GistServer
import GistValues
import Model
import TestSupport
import Testing

/// Every endpoint through real libcurl against the loopback GistServer.
@Suite struct GistAPITests {
  @Test func listsFollowPaginationAndStopAtTheLimit() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 250, owner: ServerFixture.login) }) {
      fixture in
      let api = try fixture.api()
      let all = try api.gists(.mine, limit: 1000)
      #expect(all.count == 250)
      #expect(Set(all.map(\.id)).count == 250)
      let some = try api.gists(.mine, limit: 120)
      #expect(some.count == 120)
      let pages = fixture.store.requests.filter { $0.path == "/gists" }
      #expect(pages.allSatisfy { $0.query["per_page"] == "100" })
      #expect(pages.count == 3 + 2)
      #expect(all.first?.files.first?.content == nil)
    }
  }

  @Test func publicStarredAndUserLists() async throws {
    try await ServerFixture.with(seed: { store in
      store.generate(count: 10, owner: "ada")
      store.generate(count: 3, owner: ServerFixture.login)
    }) { fixture in
      let api = try fixture.api()
      let ada = try api.gists(.user("ada"), limit: 100)
      #expect(ada.count == 8)
      #expect(ada.allSatisfy { $0.owner?.login == "ada" && $0.isPublic })
      #expect(try api.gists(.public, limit: 100).count == 8 + 3)
      #expect(try api.gists(.starred, limit: 100).isEmpty)
      try api.setStarred(true, id: ada[0].id)
      #expect(try api.isStarred(id: ada[0].id))
      #expect(try api.gists(.starred, limit: 100).map(\.id) == [ada[0].id])
      try api.setStarred(false, id: ada[0].id)
      #expect(try api.isStarred(id: ada[0].id) == false)
      #expect(throws: GistError.notFound(what: "The user nobody")) {
        try api.gists(.user("nobody"), limit: 1)
      }
    }
  }

  @Test func createReadUpdateDelete() async throws {
    try await ServerFixture.with { fixture in
      let api = try fixture.api()
      let created = try api.create(
        NewGist(
          description: "notes", files: ["a.md": "# A\n", "b.swift": "let b = 1\n"], isPublic: false)
      )
      #expect(created.files.map(\.filename) == ["a.md", "b.swift"])
      #expect(!created.isPublic)
      let read = try api.gist(id: created.id)
      #expect(read.file(named: "b.swift")?.content == "let b = 1\n")
      #expect(read.file(named: "b.swift")?.language == "Swift")

      let renamed = try api.update(
        id: created.id,
        GistChanges(
          description: "renamed", files: ["a.md": .init(filename: "readme.md"), "b.swift": nil]))
      #expect(renamed.description == "renamed")
      #expect(renamed.files.map(\.filename) == ["readme.md"])
      #expect(renamed.file(named: "readme.md")?.content == "# A\n")
      let edited = try api.update(
        id: created.id, GistChanges(files: ["readme.md": .init(content: "# B\n")]))
      #expect(edited.file(named: "readme.md")?.content == "# B\n")

      try api.delete(id: created.id)
      #expect(throws: GistError.notFound(what: "The gist \(created.id)")) {
        try api.gist(id: created.id)
      }
    }
  }

  @Test func historyRevisionsForksAndComments() async throws {
    try await ServerFixture.with(seed: { $0.addUser("ada", token: "ada-token") }) { fixture in
      let api = try fixture.api()
      let gist = try api.create(
        NewGist(description: "v1", files: ["f.txt": "one\n"], isPublic: true))
      _ = try api.update(id: gist.id, GistChanges(files: ["f.txt": .init(content: "one\ntwo\n")]))
      let commits = try api.commits(id: gist.id)
      #expect(commits.count == 2)
      #expect(commits[0].additions == 1)
      let first = try api.revision(id: gist.id, sha: commits[1].version)
      #expect(first.file(named: "f.txt")?.content == "one\n")

      let ada = try fixture.api(token: "ada-token")
      let fork = try ada.fork(id: gist.id)
      #expect(fork.owner?.login == "ada")
      #expect(fork.forkOf?.id == gist.id)
      #expect(try api.forks(id: gist.id).map(\.id) == [fork.id])
      #expect(throws: GistError.self) { try api.fork(id: gist.id) }

      let comment = try ada.addComment(id: gist.id, body: "nice")
      let mine = try api.addComment(id: gist.id, body: "thanks")
      #expect(try api.comments(id: gist.id).map(\.body) == ["nice", "thanks"])
      #expect(
        try api.editComment(id: gist.id, commentID: mine.id, body: "thanks!").body == "thanks!")
      #expect(throws: GistError.notFound(what: "The comment \(comment.id)")) {
        try api.editComment(id: gist.id, commentID: comment.id, body: "not mine")
      }
      try api.deleteComment(id: gist.id, commentID: comment.id)
      #expect(try api.comments(id: gist.id).map(\.body) == ["thanks!"])
    }
  }

  @Test func truncatedFilesAreFetchedWholeWithoutTheToken() async throws {
    let big = String(repeating: "0123456789abcdef\n", count: 70_000)
    try await ServerFixture.with { fixture in
      // A megabyte each way through a debug build's server: under the whole suite's load
      // (two pool threads shared by every test's server) this took over 10 s once.
      let api = try fixture.api(timeout: 30)
      let gist = try api.create(
        NewGist(description: "big", files: ["big.txt": big, "small.txt": "s"], isPublic: false))
      let partial = try api.gist(id: gist.id)
      #expect(partial.file(named: "big.txt")?.truncated == true)
      #expect((partial.file(named: "big.txt")?.content?.utf8.count ?? 0) < big.utf8.count)
      let whole = try api.completeGist(id: gist.id)
      #expect(whole.file(named: "big.txt")?.content == big)
      #expect(whole.file(named: "big.txt")?.truncated == false)
      let raw = fixture.store.requests.filter { $0.path.hasPrefix("/raw/") }
      #expect(raw.count == 1)
      #expect(raw.allSatisfy { $0.headers["authorization"] == nil })
    }
  }

  @Test func etagsRevalidateWithoutCostingRateLimit() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 5, owner: ServerFixture.login) }) {
      fixture in
      let api = try fixture.api()
      let route = Route.list(.mine, since: nil, perPage: 100, page: nil)
      let first = try api.page(route)
      let etag = try #require(first.etag)
      let remaining = try #require(api.rateLimit?.remaining)
      let again = try api.page(route, etag: etag)
      #expect(again.notModified)
      #expect(api.rateLimit?.remaining == remaining)
      let gist = try #require(first.items?.first)
      _ = try api.update(id: gist.id, GistChanges(description: "changed"))
      let changed = try api.page(route, etag: etag)
      #expect(!changed.notModified)
      #expect(changed.items?.first?.description == "changed")
      #expect(fixture.store.requests.map(\.status).contains(304))
    }
  }

  @Test func requestsCarryTheRequiredHeaders() async throws {
    try await ServerFixture.with { fixture in
      let api = try fixture.api()
      _ = try api.gists(.mine, limit: 1)
      _ = try api.create(NewGist(description: nil, files: ["a": "b"], isPublic: false))
      for request in fixture.store.requests {
        #expect(request.headers["accept"] == "application/vnd.github+json")
        #expect(request.headers["x-github-api-version"] == "2022-11-28")
        #expect(request.headers["user-agent"] == "dehub/test")
        #expect(request.headers["authorization"] == "Bearer \(ServerFixture.token)")
        #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
      }
    }
  }

  @Test func userAndRateLimit() async throws {
    try await ServerFixture.with { fixture in
      let api = try fixture.api()
      let (user, scopes) = try api.user()
      #expect(user.login == ServerFixture.login)
      #expect(scopes == ["gist", "read:user"])
      let limit = try api.fetchRateLimit()
      #expect(limit.limit == 5000)
      #expect(limit.remaining <= 5000)
      let anonymous = try fixture.api(token: nil)
      #expect(throws: GistError.missingToken) { try anonymous.user() }
      #expect(try anonymous.fetchRateLimit().limit == 60)
    }
  }

  @Test func oneConnectionServesManyRequests() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 3, owner: ServerFixture.login) }) {
      fixture in
      let client = CurlHTTPClient()
      let api = GistAPI(
        router: try Router(baseURL: fixture.baseURL, token: ServerFixture.token, version: "t"),
        client: client)
      for _ in 0..<20 { _ = try api.gists(.mine, limit: 1) }
      #expect(fixture.store.requests.count == 20)
      #expect(client.connectionsOpened == 1, "20 requests on one kept-alive connection")
    }
  }
}
