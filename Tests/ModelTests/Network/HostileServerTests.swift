import Foundation
import GistServer
import GistValues
import GistWork
import Model
import Reactive
import TestSupport
import Testing

/// Issue 19, item 8: a server whose `Link: next` repeats made `list --filter` run forever
/// and the browser append the same gists on every `G`. Each page is read once and each gist
/// listed once.
@Suite struct HostileServerTests {
  /// A collection of the user's gists on `api`, refreshed once, and the loop it runs on.
  static func refreshed(api: GistAPI) -> (GistCollection, MainLoopPump) {
    let pump = MainLoopPump()
    let collection = GistCollection(
      kind: .mine, api: api, worker: NetworkWorker(scheduler: pump.scheduler))
    var done = false
    collection.refresh { done = true }
    #expect(pump.run(until: { done }))
    return (collection, pump)
  }

  @Test func aLoopingLinkEndsAndListsEachGistOnce() async throws {
    try await ServerFixture.with(seed: { store in
      store.generate(count: 150, owner: ServerFixture.login)
      store.inject(Fault(path: "/gists", kind: .loopingLink))
    }) { fixture in
      let api = try fixture.api()
      let (collection, pump) = Self.refreshed(api: api)
      let first = collection.current.gists.count
      for _ in 0..<5 {
        collection.loadNextPage()
        _ = pump.run(until: { !collection.current.isLoading }, timeout: 5)
      }
      let ids = collection.current.gists.map(\.id)
      #expect(Set(ids).count == ids.count, "no gist twice")
      #expect(ids.count == first)
      #expect(!collection.current.hasMore, "the loop is seen and paging stops")
      #expect(fixture.store.requests.filter { $0.path == "/gists" }.count <= 2)
    }
  }

  /// Issue 19, item 11: the collection stops at its limit and says it did.
  @Test func aCollectionStoppedAtItsLimitSaysSo() async throws {
    try await ServerFixture.with(seed: { store in
      store.generate(count: 250, owner: ServerFixture.login)
    }) { fixture in
      let pump = MainLoopPump()
      let collection = GistCollection(
        kind: .mine, api: try fixture.api(), worker: NetworkWorker(scheduler: pump.scheduler),
        limit: 150)
      var done = false
      collection.refresh { done = true }
      #expect(pump.run(until: { done }))
      #expect(!collection.current.reachedLimit)
      collection.loadNextPage()
      #expect(pump.run(until: { collection.current.gists.count == 150 }, timeout: 5))
      #expect(collection.current.reachedLimit && !collection.current.hasMore)
    }
  }

  /// Issue 28, item 3: a gist whose id is not a plain identifier (`$(touch PWNED)`) was
  /// left out of the browser's list with no word. The page counts it, and the collection
  /// says once (a notice, which the browser shows) how many, never the id itself.
  @Test func gistsLeftOutForTheirIDAreCountedAndSaid() async throws {
    try await ServerFixture.with(seed: { store in
      store.load(
        SeedFile(
          users: [],
          gists: ["$(touch${IFS}PWNED)", "aaaa1111"].map {
            SeedGist(
              id: $0, owner: ServerFixture.login, description: "d", isPublic: true,
              files: ["a.txt": "a\n"])
          }))
    }) { fixture in
      let api = try fixture.api()
      let page = try api.page(.list(.mine, since: nil, perPage: 100, page: nil))
      #expect(page.items?.map(\.id) == ["aaaa1111"])
      #expect(page.skipped == 1)
      let identities = try api.page(
        .list(.mine, since: nil, perPage: 100, page: nil), reading: .identities)
      #expect(identities.ids == ["aaaa1111"])
      #expect(identities.skipped == 1)
      let (collection, _) = Self.refreshed(api: api)
      #expect(collection.current.gists.map(\.id) == ["aaaa1111"])
      let said = try #require(Notices.sentence(postedAs: "gists with invalid ids"))
      #expect(said.hasPrefix("Skipped 1 gist with an invalid id from the server"), "\(said)")
      #expect(!said.contains("PWNED"))
    }
  }
}
