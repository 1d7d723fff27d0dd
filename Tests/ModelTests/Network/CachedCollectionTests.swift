import Foundation
import Model
import Store
import TestSupport
import Testing

/// Lists with the cache against the loopback server: a second start paints from the cache
/// before any answer, revalidates with 304s only, and stays browsable when the server is gone.
@Suite struct CachedCollectionTests {
  @Test func startsFromTheCacheRevalidatesWith304sAndWorksOffline() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-cc-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await ServerFixture.with(seed: { $0.generate(count: 250, owner: ServerFixture.login) }) {
      fixture in
      let pump = MainLoopPump()
      let worker = NetworkWorker(scheduler: pump.scheduler)
      let api = try fixture.api()
      let scope = CacheScope(
        cache: try GistCache(folder: folder), host: fixture.baseURL, login: ServerFixture.login)

      let first = GistCollection(kind: .mine, api: api, worker: worker, cache: scope)
      #expect(!first.current.hasLoaded)
      first.refresh(completion: nil)
      #expect(pump.run(until: { first.current.gists.count == 100 }))
      first.loadNextPage()
      #expect(pump.run(until: { first.current.gists.count == 200 }))
      first.loadNextPage()
      #expect(pump.run(until: { first.current.gists.count == 250 }))
      scope.flush()

      fixture.store.clearLog()
      let second = GistCollection(kind: .mine, api: api, worker: worker, cache: scope)
      #expect(second.current.hasLoaded && second.current.isFromCache)
      #expect(second.current.gists.count == 100)  // the first page, at once
      #expect(fixture.store.requests.isEmpty)
      var refreshed = false
      second.refresh { refreshed = true }  // waits for the rest of the cache
      #expect(pump.run(until: { refreshed }))
      #expect(second.current.gists.map(\.id) == first.current.gists.map(\.id))
      // Loaded or read from the cache, each gist keeps its web page (a row's `y` and `o`).
      #expect(first.current.gists.allSatisfy { $0.htmlURL != nil && $0.url == nil })
      #expect(second.current.gists.allSatisfy { $0.htmlURL != nil })
      #expect(!second.current.isFromCache && second.current.error == nil)
      #expect(fixture.store.requests.count == 3)
      #expect(fixture.store.requests.allSatisfy { $0.status == 304 })

      fixture.server.stopBlocking()
      let offline = GistCollection(kind: .mine, api: api, worker: worker, cache: scope)
      refreshed = false
      offline.refresh { refreshed = true }
      #expect(pump.run(until: { refreshed }))
      #expect(offline.current.gists.count == 250)
      #expect(offline.current.error != nil && offline.current.hasLoaded)
      #expect(offline.current.lastUpdated != nil)
    }
  }
}
