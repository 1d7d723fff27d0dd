import Foundation
import GistServer
import GistValues
import GistWork
import Model
import TestSupport
import Testing

/// `dehub list --json` prints GitHub's own bytes for each gist: the objects of the
/// server's pages, byte for byte, fetched now, revalidated from the cache (304), or
/// without the cache, and filtered.
@Suite struct ListJSONPassthroughTests {
  /// The objects of `output` (a compact array on one line), joined by commas.
  func objects(_ output: String) -> String {
    guard output.hasPrefix("["), output.hasSuffix("]\n"), !output.dropLast().contains("\n")
    else { return "not an array on one line: \(output)" }
    return String(output.dropFirst().dropLast(2))
  }

  /// The server's pages of the user's gists, each without its `[` and `]`.
  func serverPages(_ api: GistAPI) throws -> [String] {
    var server: [String] = []
    var route = Route.list(.mine, since: nil, perPage: 100, page: nil)
    while true {
      let response = try api.send(route)
      let body = String(decoding: response.body, as: UTF8.self)
      server.append(String(body.dropFirst().dropLast()))
      guard let next = response.headers["Link"].flatMap({ LinkHeader($0).next }) else { break }
      route = .page(next)
    }
    return server
  }

  /// The array is written a megabyte or so at a time, never made whole: what crosses from
  /// one piece to the next is the same.
  @Test func aListOfSeveralMegabytesIsWrittenWhole() async throws {
    try await CLI.with(seed: { store in
      store.generate(count: 2600, owner: ServerFixture.login)
    }) { cli, fixture in
      let expected = try serverPages(try fixture.api()).joined(separator: ",")
      #expect(expected.utf8.count > 2 << 20, "more than two pieces")
      let listed = try cli.run("list", "--limit", "5000", "--json", "--no-cache")
      #expect(listed.status == 0, "\(listed.stderr)")
      #expect(objects(listed.stdout) == expected)
    }
  }

  @Test func listJSONIsTheServersObjectsByteForByte() async throws {
    try await CLI.with(seed: { store in
      store.generate(count: 230, owner: ServerFixture.login)
    }) { cli, fixture in
      let api = try fixture.api()
      // Text a re-encoding would change: escapes, slashes, non-ASCII, a C1 control.
      _ = try api.create(
        NewGist(
          description: "tab\there \u{1b}[31mred\u{1b}[0m, a/b, caf\u{e9} \u{1F600} \u{9b}",
          files: ["odd \"name\".txt": "x\n"], isPublic: true))
      let server = try serverPages(api)
      let expected = server.joined(separator: ",")
      #expect(server.count == 3)

      let first = try cli.run("list", "--limit", "1000", "--json")
      #expect(first.status == 0, "\(first.stderr)")
      #expect(objects(first.stdout) == expected, "fetched now")
      let again = try cli.run("list", "--limit", "1000", "--json")
      #expect(objects(again.stdout) == expected, "revalidated: every page 304, from the cache")
      #expect(fixture.store.requests.suffix(3).allSatisfy { $0.status == 304 })
      let uncached = try cli.run("list", "--limit", "1000", "--json", "--no-cache")
      #expect(objects(uncached.stdout) == expected, "without the cache")

      let secret = try cli.run("list", "--limit", "1000", "--json", "--secret")
      let secretObjects = objects(secret.stdout)
      let parsed =
        try JSONSerialization.jsonObject(with: Data(secret.stdout.utf8)) as? [[String: Any]]
      #expect(parsed?.count == 46 && parsed?.allSatisfy { $0["public"] as? Bool == false } == true)
      #expect(expected.contains(secretObjects.split(separator: ",{").first.map(String.init) ?? "-"))
    }
  }

  /// `--json` only splits the pages the server confirms unchanged into their gists; when a
  /// later page did change, the list is cached again with those pages read in full, so the
  /// table (which reads every field) still shows every gist from the cache.
  @Test func aChangedLaterPageCachesTheUnchangedOnesWhole() async throws {
    let fixture = try await ServerFixture.start {
      $0.generate(count: 230, owner: ServerFixture.login)
    }
    let cli = try CLI(server: fixture)
    defer { cli.cleanUp() }
    let api = try fixture.api()
    let runs = try await onOwnThread { () throws -> (json: CLI.Run, table: CLI.Run, gone: String) in
      _ = try cli.run("list", "--limit", "1000", "--json")
      // The third page's first gist goes: the first two pages stay as they were.
      let third = try api.send(.list(.mine, since: nil, perPage: 100, page: 3))
      let gone = try #require(try Gist.identities(in: third.body).first?.id)
      try api.delete(id: gone)
      fixture.store.clearLog()
      let json = try cli.run("list", "--limit", "1000", "--json")
      let table = try cli.run("list", "--limit", "1000")
      return (json, table, gone)
    }.get()
    // Pages after the first are asked at once, so the log holds them in any order.
    let lists = fixture.store.requests.filter { $0.path == "/gists" }.map {
      "\($0.query["page"] ?? "1"):\($0.status)"
    }
    #expect(
      lists.sorted() == ["1:304", "1:304", "2:304", "2:304", "3:200", "3:304"],
      "then the table's three 304s: \(lists)")
    let listed = try JSONSerialization.jsonObject(with: Data(runs.json.stdout.utf8)) as? [Any]
    #expect(listed?.count == 229 && !runs.json.stdout.contains(runs.gone))
    let rows = runs.table.stdout.split(separator: "\n")
    #expect(runs.table.status == 0 && rows.count == 229)
    #expect(rows.allSatisfy { $0.contains("\t") && !$0.hasPrefix(runs.gone) })
    await fixture.server.stop()
  }
}
