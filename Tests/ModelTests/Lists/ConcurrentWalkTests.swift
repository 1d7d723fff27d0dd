import Foundation
import GistServer
import TestSupport
import Testing

@testable import GistValues
@testable import Model

/// Issue 29: a list's pages after the first are asked at once (at most 8 in flight), so a
/// list of N pages costs about two round trips. The walk still comes out in order with no
/// gist twice or missing when the account changes meanwhile, and a failed page among them is
/// reported as a page failing in turn would be.
@Suite struct ConcurrentWalkTests {
  /// Five pages: enough to ask several at once, and light for the servers of the tests
  /// running beside these (they share two cores).
  static let count = 500

  static func seed(_ store: GistStore) {
    store.generate(count: count, owner: ServerFixture.login)
  }

  /// The ids of `kind` as the server lists them now, first to last.
  static func listed(_ fixture: ServerFixture) throws -> [String] {
    try fixture.api().gists(.mine, limit: 100_000).map(\.id)
  }

  /// At 0 ms a request, eight TLS connections made `list --limit 1000` slower (85 ms) than
  /// two (61 ms): the pages are asked eight at once only when a round trip is what costs.
  @Test func howManyPagesAtOnceFollowsTheFirstPagesTime() {
    #expect(ListWalk.width(firstAnswer: 0.004) == 2)
    #expect(ListWalk.width(firstAnswer: 0.029) == 2)
    #expect(ListWalk.width(firstAnswer: 0.050) == ListWalk.mostAtOnce)
    #expect(ListWalk.width(firstAnswer: 0.300) == ListWalk.mostAtOnce)
  }

  @Test func allPagesComeInOrderWithTwoRoundTrips() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let expected = try Self.listed(fixture)
      fixture.store.clearLog()
      let walk = ListWalk(api: try fixture.api(), cache: nil, account: nil)
      let outcome = try walk.walk(.mine)
      let same = outcome.gists.map(\.id) == expected
      #expect(same, "in order, none missing")
      #expect(outcome.reachedEnd)
      // One request a page: the first, then the four others at once.
      let pages = fixture.store.requests.filter { $0.path == "/gists" }
      #expect(pages.count == 5)
      #expect(Set(pages.map { $0.query["page"] ?? "1" }).count == 5)
      // A limit asks only for the pages it needs.
      fixture.store.clearLog()
      let first = try walk.walk(.mine, limit: 250).gists.map(\.id)
      let firstSame = first == Array(expected.prefix(250))
      #expect(firstSame, "the first 250")
      #expect(fixture.store.requests.filter { $0.path == "/gists" }.count == 3)
    }
  }

  @Test func gistsPutAtTheTopMeanwhileNeitherRepeatNorHideOthers() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let before = try Self.listed(fixture)
      // While the walk's pages are asked, five gists are put at the top of the list (when
      // page 3 is answered: pages answered after it are shifted by five).
      fixture.store.inject(
        Fault(
          path: "/gists", query: ["page": "3"],
          kind: .insertGists(count: 5, owner: ServerFixture.login), times: 1))
      let walk = ListWalk(api: try fixture.api(), cache: nil, account: nil)
      let ids = try walk.walk(.mine).gists.map(\.id)
      let repeats = ids.count - Set(ids).count
      let missing = Set(before).subtracting(ids).count
      #expect(repeats == 0, "no gist twice")
      #expect(missing == 0, "no gist missing")
      // The gists that were there keep their order.
      let inOrder = ids.filter { Set(before).contains($0) } == before
      #expect(inOrder, "in order")
    }
  }

  /// `list --json --no-cache` keeps nothing, so its pages are read for each gist's id and
  /// bytes only: the same ids and bytes as a whole reading gives, and no gist built.
  @Test func anIdentityWalkWithNoCacheReadsIdsAndBytesOnly() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let walk = ListWalk(api: try fixture.api(), cache: nil, account: nil)
      let whole = try walk.walk(.mine)
      fixture.store.inject(
        Fault(
          path: "/gists", query: ["page": "3"],
          kind: .insertGists(count: 5, owner: ServerFixture.login), times: 1))
      var streamed: [Data] = []
      let stream = ListStream(api: try fixture.api(), cache: nil, account: nil, window: 4)
      _ = try stream.stream(.mine, limit: .max) { streamed += $0.map(\.bytes) }
      let ids = try streamed.map {
        try Gist.identities(in: Data("[".utf8) + $0 + Data("]".utf8))[0].id
      }
      #expect(ids.count == Set(ids).count, "no gist twice")
      #expect(Set(whole.gists.map(\.id)).subtracting(ids).isEmpty, "no gist missing")
      let sameBytes = zip(ids, streamed).allSatisfy { whole.raw[$0] == $1 }
      #expect(sameBytes, "each gist's bytes as GitHub sent them")
    }
  }

  @Test func aFailedPageAmongThemFailsTheWalkLikeASequentialOne() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      fixture.store.inject(Fault(path: "/gists", query: ["page": "4"], kind: .status(502)))
      let walk = ListWalk(api: try fixture.api(), cache: nil, account: nil)
      #expect(throws: GistError.serverError(status: 502)) { try walk.walk(.mine) }
      // A limit that stops before the failed page never meets it.
      #expect(try walk.walk(.mine, limit: 300).gists.count == 300)
    }
  }
}
