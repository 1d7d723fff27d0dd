import Foundation
import GistServer
import TestSupport
import Testing

@testable import GistValues
@testable import Model
@testable import Store

/// Issue 51: `list --json` streams: each page's gists go out as the page comes, with at
/// most a window of pages held, so what a list costs in memory does not grow with the
/// account; the cache is written page by page and read back for pages the server confirms.
@Suite struct ListStreamTests {
  static let count = 1_050

  static func seed(_ store: GistStore) {
    store.generate(count: count, owner: ServerFixture.login)
  }

  /// What `stream` gives, as each gist's id, and the requests made before its first gist.
  static func run(
    _ stream: ListStream, _ fixture: ServerFixture, limit: Int = .max
  ) throws -> (ids: [String], bytes: [Data], askedBeforeFirst: Int, summary: ListStream.Summary) {
    var bytes: [Data] = []
    var askedBeforeFirst = -1
    let summary = try stream.stream(.mine, limit: limit) { objects in
      if askedBeforeFirst < 0, !objects.isEmpty {
        askedBeforeFirst = fixture.store.requests.filter { $0.path == "/gists" }.count
      }
      bytes += objects.map(\.bytes)
    }
    let ids = try bytes.map { object in
      try Gist.identities(in: Data("[".utf8) + object + Data("]".utf8))[0].id
    }
    return (ids, bytes, askedBeforeFirst, summary)
  }

  @Test func gistsGoOutInOrderAsTheirPagesComeAWindowAtATime() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let expected = try fixture.api().gists(.mine, limit: 100_000).map(\.id)
      let whole = try ListWalk(api: try fixture.api(), cache: nil, account: nil).walk(.mine)
      fixture.store.clearLog()
      let stream = ListStream(api: try fixture.api(), cache: nil, account: nil, window: 3)
      let run = try Self.run(stream, fixture)
      #expect(run.ids == expected, "in order, each once")
      #expect(zip(run.ids, run.bytes).allSatisfy { whole.raw[$0] == $1 }, "GitHub's bytes")
      // Page one alone, then windows of three: the first gists went out before the
      // eleven pages were all asked.
      #expect(run.askedBeforeFirst == 1)
      #expect(fixture.store.requests.filter { $0.path == "/gists" }.count == 11)
      #expect(run.summary.reachedEnd && run.summary.pages == 11 && run.summary.count == 1_050)
    }
  }

  @Test func aLimitAsksNoPageBeyondIt() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      fixture.store.clearLog()
      let stream = ListStream(api: try fixture.api(), cache: nil, account: nil, window: 16)
      let run = try Self.run(stream, fixture, limit: 250)
      #expect(run.ids.count == 250)
      #expect(fixture.store.requests.filter { $0.path == "/gists" }.count == 3)
      #expect(!run.summary.reachedEnd)
    }
  }

  /// Written page by page; the next stream is every page's 304 and the cache's bytes; a
  /// list that shrank or grew on the server meanwhile comes out as the server has it, and
  /// the cache keeps as many pages as the list has.
  @Test func theCacheIsWrittenAsPagesComeAndReadForPagesConfirmed() async throws {
    let folder = TemporaryFolder("dehub-cache")
    let cache = try GistCache(folder: folder.url)
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let account = ServerFixture.login
      let api = try fixture.api()
      let stream = ListStream(api: api, cache: cache, account: account, window: 4)
      let listed = { try fixture.api().gists(.mine, limit: 100_000).map(\.id) }
      let cold = try Self.run(stream, fixture)
      #expect(cold.ids == (try listed()))
      #expect(!cold.summary.confirmedCache)
      #expect(cache.pages.heads(account: account, list: "mine").count == 11)

      fixture.store.clearLog()
      let warm = try Self.run(stream, fixture)
      #expect(warm.ids == cold.ids && warm.bytes == cold.bytes)
      #expect(warm.summary.confirmedCache)
      let asked = fixture.store.requests.filter { $0.path == "/gists" }
      #expect(asked.count == 11 && asked.allSatisfy { $0.status == 304 })
      // The warm stream asked the known pages with the first (a window of four).
      #expect(warm.askedBeforeFirst == 4)

      let ids = try listed()
      for id in ids[200..<400] + ids.suffix(400) { try api.delete(id: id) }
      let shrunk = try Self.run(stream, fixture)
      #expect(shrunk.ids == (try listed()) && shrunk.ids.count == 450)
      #expect(cache.pages.heads(account: account, list: "mine").count == 5)

      fixture.store.generate(count: 330, owner: ServerFixture.login)
      let grown = try Self.run(stream, fixture)
      #expect(grown.ids == (try listed()) && grown.ids.count == 780)
      #expect(cache.pages.heads(account: account, list: "mine").count == 8)
    }
  }

  /// Gists put at the top while a window's pages are asked shift the pages after: the window
  /// is asked again one page after another, and no gist comes twice or goes missing.
  @Test func aListThatChangesUnderAWindowComesOutWhole() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let before = try fixture.api().gists(.mine, limit: 100_000).map(\.id)
      fixture.store.inject(
        Fault(
          path: "/gists", query: ["page": "3"],
          kind: .insertGists(count: 5, owner: ServerFixture.login), times: 1))
      let stream = ListStream(api: try fixture.api(), cache: nil, account: nil, window: 6)
      let run = try Self.run(stream, fixture)
      #expect(run.ids.count == Set(run.ids).count, "no gist twice")
      #expect(Set(before).subtracting(run.ids).isEmpty, "no gist missing")
      #expect(run.ids.filter { Set(before).contains($0) } == before, "in order")
      #expect(run.summary.walkedAgain)
    }
  }

  /// A page that fails ends the stream in its turn: what came before it was given.
  @Test func aFailedPageEndsTheStreamAfterThePagesBeforeIt() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      fixture.store.inject(Fault(path: "/gists", query: ["page": "4"], kind: .status(502)))
      let stream = ListStream(api: try fixture.api(), cache: nil, account: nil, window: 16)
      var given = 0
      #expect(throws: GistError.serverError(status: 502)) {
        _ = try stream.stream(.mine, limit: .max) { given += $0.count }
      }
      #expect(given == 300)
    }
  }
}
