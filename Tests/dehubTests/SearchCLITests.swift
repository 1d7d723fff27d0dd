import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 15, item 1 (its command half) and item 3: `dehub search` finds a word inside one
/// file of a gist beyond the first page, with the file and line; a second run costs no
/// rate limit; it answers again with the server stopped; the indexer keeps to its share.
@Suite struct SearchCLITests {
  /// Whether `path` is one gist's (not a list's).
  static func isGist(_ path: String) -> Bool {
    path.hasPrefix("/gists/") && path != "/gists/starred"
  }

  @Test func findsAWordInsideAFileBeyondTheFirstPageThenOffline() async throws {
    let fixture = try await ServerFixture.start(seed: JourneySeed.searchable)
    let cli = try CLI(server: fixture)
    defer { cli.cleanUp() }
    let runs = try await onOwnThread { () throws -> (CLI.Run, [String], CLI.Run, [Int]) in
      let first = try cli.run("search", "quuxfrobnicate", "--json")
      let firstPaths = fixture.store.requests.map(\.path)
      fixture.store.clearLog()
      // The second run caches the list pages GraphQL did not bring; the third revalidates.
      _ = try cli.run("search", "quuxfrob")
      fixture.store.clearLog()
      let again = try cli.run("search", "quuxfrob")
      return (first, firstPaths, again, fixture.store.requests.map(\.status))
    }.get()
    #expect(runs.0.status == 0, "\(runs.0.stderr)")
    let found = try JSONSerialization.jsonObject(with: Data(runs.0.stdout.utf8)) as? [[String: Any]]
    #expect(found?.count == 1)
    #expect(found?.first?["id"] as? String == "feedface01")
    let matches = found?.first?["matches"] as? [[String: Any]]
    #expect(matches?.first?["file"] as? String == "runbook.txt")
    #expect(matches?.first?["line"] as? Int == 2)
    #expect(matches?.first?["text"] as? String == "the quuxfrobnicate step")
    // The first run: /user once, 4 GraphQL pages of mine with their text, 1 list of starred.
    #expect(
      runs.1.sorted() == ["/gists/starred"] + Array(repeating: "/graphql", count: 4) + ["/user"])
    // Later: only revalidated list pages, all 304 (no rate limit spent).
    #expect(runs.3 == [304, 304, 304, 304, 304], "\(runs.3)")
    #expect(
      runs.2.stdout
        == "feedface01\told notes\truntime.txt:2: the quuxfrobnicate step\n".replacingOccurrences(
          of: "runtime", with: "runbook"))
    await fixture.server.stop()

    let offline = try await onOwnThread { try cli.run("search", "quuxfrobnicate", "lang:text") }
      .get()
    #expect(offline.status == 0)
    #expect(offline.stdout.hasPrefix("feedface01\t"))
    #expect(offline.stderr == "offline: searching what is indexed (301 of 301 gists).\n")
  }

  @Test func theIndexerKeepsToItsShareOfTheRateLimitAndResumes() async throws {
    try await CLI.with(seed: {
      JourneySeed.searchable($0)
      $0.setRateLimit(200)
      // Without GraphQL (an Enterprise server without it): each gist is a REST request.
      $0.inject(Fault(path: "/graphql", kind: .status(404)))
    }) { cli, fixture in
      let first = try cli.run("search", "quuxfrobnicate")
      // Nothing found yet: exit 1, said after how much is indexed.
      #expect(first.status == 1)
      // 200 less GraphQL, the list pages and /user leaves 193; 20 % of it is 38 gists.
      #expect(first.stderr.contains("indexed 38 of 301 gists"), "\(first.stderr)")
      #expect(first.stderr.hasSuffix("No gist matches “quuxfrobnicate”.\n"), "\(first.stderr)")
      #expect(fixture.store.requests.filter { Self.isGist($0.path) }.count == 38)
      // The old gist is the last to be indexed: not found yet, by content.
      #expect(first.stdout.isEmpty)
      // By its description it is found at once (lists are indexed whole).
      #expect(try cli.run("search", "old", "notes").stdout.hasPrefix("feedface01\told notes"))
      // search_rate_share = 0: nothing more is fetched.
      _ = try cli.write("config/dehub/config.toml", "search_rate_share = 0\n")
      fixture.store.clearLog()
      _ = try cli.run("search", "anything")
      #expect(!fixture.store.requests.contains { Self.isGist($0.path) })
      _ = try cli.write("config/dehub/config.toml", "search_rate_share = 101\n")
      let refused = try cli.run("search", "anything")
      #expect(refused.status == 1)
      #expect(refused.stderr.contains("search_rate_share must be a whole percentage from 0 to 100"))
    }
  }

  /// Issue 30: `list --filter RE --include-content`, as the newest gh: the regular
  /// expression also matches the files' contents, answered from the index. Without the flag
  /// it matches descriptions and file names only.
  @Test func listFilterIncludeContentMatchesTheFilesText() async throws {
    try await CLI.with(seed: JourneySeed.searchable) { cli, fixture in
      let names = try cli.run("list", "--filter", "quux[a-z]+cate")
      #expect(names.status == 0, "\(names.stderr)")
      #expect(names.stdout.isEmpty)
      let content = try cli.run("list", "--filter", "quux[a-z]+cate", "--include-content")
      #expect(content.status == 0, "\(content.stderr)")
      #expect(content.stdout.split(separator: "\n").map { $0.prefix(10) } == ["feedface01"])
      #expect(!content.stderr.contains("not in the index"), "\(content.stderr)")
      // A description still matches as before.
      let described = try cli.run("list", "--filter", "^old notes$", "--include-content")
      #expect(described.stdout.hasPrefix("feedface01"), "\(described.stderr)")
      #expect(try cli.run("list", "--include-content").status == 2)
    }
  }

  /// A review found `dehub search zzzznothing` printed nothing and exited 0: nothing found
  /// is said on stderr and is exit 1, as grep, so `if dehub search …` works.
  @Test func nothingFoundIsSaidAndIsExitOne() async throws {
    try await CLI.with(seed: { $0.generate(count: 3, owner: ServerFixture.login) }) { cli, _ in
      let run = try cli.run("search", "zzzznothing")
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == "No gist matches “zzzznothing”.\n", "\(run.stderr)")
      let json = try cli.run("search", "zzzznothing", "--json")
      #expect(json.status == 1)
      let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any]
      #expect(parsed?.isEmpty == true, "\(json.stdout)")
      // The first generated gist is "Swift retry with backoff #1".
      let found = try cli.run("search", "retry")
      #expect(found.status == 0, "\(found.stderr)")
      #expect(found.stdout.contains("Swift retry with backoff"))
    }
  }
}
