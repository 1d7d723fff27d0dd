import Foundation
import GistServer
import TestSupport
import Testing

@testable import GistValues
@testable import Model
@testable import Store

/// Issue 51: concurrent requests to a host share one HTTP/2 connection as streams (one
/// handshake), a warm list asks every page it knows at once, and a server that speaks only
/// HTTP/1.1 is still served, on connections of their own.
@Suite struct RoundTripTests {
  static let count = 1_000

  /// `fixture`'s API through `front` (its links name the front), with a client that trusts
  /// the front's CA and `timeout`.
  static func api(_ fixture: ServerFixture, _ front: TLSFront, timeout: TimeInterval = 10)
    throws -> (GistAPI, CurlHTTPClient)
  {
    let base = "https://127.0.0.1:\(front.port)"
    fixture.store.setPublicURL(base)
    let client = CurlHTTPClient(
      options: CurlHTTPClient.Options(
        timeout: timeout, connectTimeout: min(5, timeout), caFile: front.caFile))
    let router = try Router(baseURL: base, token: ServerFixture.token, version: "test")
    return (GistAPI(router: router, client: client), client)
  }

  static func listed(_ fixture: ServerFixture) throws -> [String] {
    try fixture.api().gists(.mine, limit: 100_000).map(\.id)
  }

  @Test func concurrentPagesShareOneHTTP2ConnectionInOrder() async throws {
    try await ServerFixture.with(seed: {
      $0.generate(count: Self.count, owner: ServerFixture.login)
    }) {
      fixture in
      let expected = try Self.listed(fixture)
      let front = try TLSFront(backendPort: fixture.server.port, http2: true)
      defer { front.stop() }
      let (api, client) = try Self.api(fixture, front)
      // Ten pages asked at once, ten streams: one connection, one handshake.
      let routes = (1...10).map { page in
        (route: Route.list(.mine, since: nil, perPage: 100, page: page), etag: String?.none)
      }
      let answers = api.pages(routes: routes, width: 10)
      let ids = try answers.flatMap { try $0.get().items?.map(\.id) ?? [] }
      #expect(ids == expected, "in order, each once")
      #expect(client.connectionsOpened == 1, "\(client.connectionsOpened) connections")
      // A cold walk: page one, then the rest at once; the same gists, in order, once each.
      fixture.store.clearLog()
      let outcome = try ListWalk(api: api, cache: nil, account: nil).walk(.mine)
      #expect(outcome.gists.map(\.id) == expected)
      let asked = fixture.store.requests.filter { $0.path == "/gists" }
      #expect(asked.count == 10 && Set(asked.map { $0.query["page"] ?? "1" }).count == 10)
      #expect(client.connectionsOpened == 1)
    }
  }

  @Test func aServerOfHTTP1OnlyIsStillServed() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 500, owner: ServerFixture.login) }) {
      fixture in
      let expected = try Self.listed(fixture)
      let front = try TLSFront(backendPort: fixture.server.port)
      defer { front.stop() }
      let (api, client) = try Self.api(fixture, front)
      let routes = (1...5).map { page in
        (route: Route.list(.mine, since: nil, perPage: 100, page: page), etag: String?.none)
      }
      let ids = try api.pages(routes: routes, width: 5).flatMap {
        try $0.get().items?.map(\.id) ?? []
      }
      #expect(ids == expected)
      // No streams on HTTP/1.1: the pages asked at once took connections of their own.
      #expect(client.connectionsOpened > 1, "\(client.connectionsOpened) connections")
      #expect(client.connectionsOpened <= 5)
    }
  }

  /// A warm list asks page one and every page the cache knows together: with page one
  /// stalled, the others were asked all the same (before, nothing else was asked until
  /// page one answered).
  @Test func aWarmListAsksEveryKnownPageAtOnce() async throws {
    let folder = TemporaryFolder("dehub-cache")
    let cache = try GistCache(folder: folder.url)
    try await ServerFixture.with(seed: { $0.generate(count: 500, owner: ServerFixture.login) }) {
      fixture in
      let account = ServerFixture.login
      // The cold walk has the usual patience (a loaded machine is slow); only the walk
      // that meets the stall gives up early.
      let cold = ListWalk(api: try fixture.api(), cache: cache, account: account)
      ListWalk.save(try cold.walk(.mine), of: .mine, cache: cache, account: account)
      let warm = ListWalk(api: try fixture.api(timeout: 3), cache: cache, account: account)
      fixture.store.clearLog()
      fixture.store.inject(Fault(path: "/gists", kind: .stall, times: 1))
      #expect(throws: GistError.self) { try warm.walk(.mine) }
      let asked = fixture.store.requests.filter { $0.path == "/gists" }
      #expect(asked.count == 5, "\(asked.map(\.query))")
      #expect(asked.allSatisfy { $0.headers["if-none-match"] != nil })
    }
  }

  /// A warm list whose account grew or shrank on the server meanwhile comes out as the
  /// server lists it now: in order, each gist once, none missing.
  @Test func aWarmListThatGrewOrShrankIsWalkedWhole() async throws {
    let folder = TemporaryFolder("dehub-cache")
    let cache = try GistCache(folder: folder.url)
    try await ServerFixture.with(seed: { $0.generate(count: 450, owner: ServerFixture.login) }) {
      fixture in
      let account = ServerFixture.login
      let api = try fixture.api()
      let walk = ListWalk(api: api, cache: cache, account: account)
      let check = { (what: String) throws in
        let outcome = try walk.walk(.mine)
        ListWalk.save(outcome, of: .mine, cache: cache, account: account)
        let ids = outcome.gists.map(\.id)
        let expected = try Self.listed(fixture)
        #expect(ids == expected, "\(what): \(ids.count) of \(expected.count)")
      }
      try check("cold")
      try check("unchanged")
      // Grown: 230 more (three pages' worth past the five known).
      fixture.store.generate(count: 230, owner: ServerFixture.login)
      try check("grown")
      // Shrunk: 400 deleted, from the middle and the end.
      let ids = try Self.listed(fixture)
      for id in ids[100..<300] + ids.suffix(200) { try api.delete(id: id) }
      try check("shrunk")
      #expect(try Self.listed(fixture).count == 280)
    }
  }
}
