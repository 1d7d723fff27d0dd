import Foundation
import GistServer
import Model
import Reactive
import TestSupport
import Testing

/// Issue 19, item 8: a server whose `Link: next` repeats made `list --filter` run forever
/// and the browser append the same gists on every `G`. Each page is read once and each gist
/// listed once.
@Suite struct HostileServerTests {
  @Test func aLoopingLinkEndsAndListsEachGistOnce() async throws {
    try await ServerFixture.with(seed: { store in
      store.generate(count: 150, owner: ServerFixture.login)
      store.inject(Fault(path: "/gists", kind: .loopingLink))
    }) { fixture in
      let api = try fixture.api()
      let pump = MainLoopPump()
      let collection = GistCollection(
        kind: .mine, api: api, worker: NetworkWorker(scheduler: pump.scheduler))
      var done = false
      collection.refresh { done = true }
      #expect(pump.run(until: { done }))
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
}
