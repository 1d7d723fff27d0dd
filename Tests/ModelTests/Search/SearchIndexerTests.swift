import Foundation
import GistServer
import GistValues
import Model
import Store
import TestSupport
import Testing

/// Issues 29 and 35: the indexer reads a first index through GraphQL (100 gists with their
/// text a request), revalidates an unchanged account with 304s, falls back to REST where
/// GraphQL cannot be used, and catches up with a list loaded again without walking it.
@Suite struct SearchIndexerTests {
  static let count = 250

  final class Folder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-indexer-\(UUID())")
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  static func seed(_ store: GistStore) {
    store.generate(count: count, owner: ServerFixture.login)
  }

  /// The requests the server saw, by kind: GraphQL, list pages, single gists.
  static func requests(_ fixture: ServerFixture) -> (graphQL: Int, lists: Int, gists: Int) {
    let log = fixture.store.requests
    return (
      log.filter { $0.path == "/graphql" }.count,
      log.filter { $0.path == "/gists" || $0.path == "/gists/starred" }.count,
      log.filter { $0.path.hasPrefix("/gists/") && $0.path != "/gists/starred" }.count
    )
  }

  static func indexer(_ fixture: ServerFixture, _ cache: GistCache) throws -> SearchIndexer {
    SearchIndexer(
      api: try fixture.api(), cache: cache,
      account: GistCache.account(host: fixture.baseURL, login: ServerFixture.login), share: 1)
  }

  @Test func aFirstIndexReadsTheAccountThroughGraphQL() async throws {
    let folder = Folder()
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cache = try GistCache(folder: folder.url)
      let progress = try Self.indexer(fixture, cache).run()
      #expect(progress.isComplete)
      #expect(progress.total == Self.count)
      let first = Self.requests(fixture)
      // Three GraphQL pages and the starred list; no list of the own gists, no gist alone.
      #expect(first.graphQL == 3, "\(first)")
      #expect(first.lists == 1, "\(first)")
      #expect(first.gists == 0, "\(first)")
      // Searchable by content: a word only the files hold (every eighth gist is Python).
      let index = cache.searchIndex(
        account: GistCache.account(host: fixture.baseURL, login: ServerFixture.login))
      #expect(index.search(SearchQuery.parse("fib")).matched == 32)
      // A run after nothing changed asks GraphQL and the gists nothing: it walks the lists
      // (their pages cached the first time, 304s after).
      for _ in 0..<2 {
        fixture.store.clearLog()
        let again = try Self.indexer(fixture, cache).run()
        #expect(again.isComplete)
        let counts = Self.requests(fixture)
        #expect(counts.graphQL == 0 && counts.gists == 0, "\(counts)")
      }
      let spent = fixture.store.requests.filter { $0.status != 304 }
      #expect(spent.isEmpty, "\(spent.map { "\($0.path) \($0.status)" })")
    }
  }

  @Test func whereGraphQLFailsTheRESTWalkIndexes() async throws {
    let folder = Folder()
    try await ServerFixture.with(seed: Self.seed) { fixture in
      fixture.store.inject(Fault(path: "/graphql", kind: .status(404)))
      let cache = try GistCache(folder: folder.url)
      let progress = try Self.indexer(fixture, cache).run()
      #expect(progress.isComplete)
      #expect(progress.total == Self.count)
      let counts = Self.requests(fixture)
      #expect(counts.graphQL == 1)
      #expect(counts.gists == Self.count, "each gist through REST")
    }
  }

  @Test func aCatchUpFetchesWhatTheListBroughtWithoutWalkingIt() async throws {
    let folder = Folder()
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cache = try GistCache(folder: folder.url)
      let account = GistCache.account(host: fixture.baseURL, login: ServerFixture.login)
      try Self.indexer(fixture, cache).run()
      // A gist made elsewhere; the screen's list loads again and feeds the index.
      let made = try fixture.api().create(
        NewGist(
          description: "made elsewhere", files: ["quokka.txt": "the quokka rotates"],
          isPublic: false))
      let walk = ListWalk(api: try fixture.api(), cache: cache, account: account)
      let outcome = try walk.walk(.mine)
      cache.pages.merge(outcome.pages, account: account, list: GistListKind.mine.description)
      let index = cache.searchIndex(account: account)
      #expect(index.counts() == (Self.count + 1, Self.count))
      fixture.store.clearLog()
      let progress = try Self.indexer(fixture, cache).run(walkingLists: false)
      #expect(progress == SearchIndexer.Progress(indexed: Self.count + 1, total: Self.count + 1))
      #expect(fixture.store.requests.map(\.path) == ["/gists/\(made.id)"])
      #expect(index.search(SearchQuery.parse("quokka")).results.map(\.gist.id) == [made.id])
    }
  }
}
