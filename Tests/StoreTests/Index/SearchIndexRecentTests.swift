import Foundation
import Store
import Testing

/// What `dehub mcp` reads of the index besides queries: the gists updated last, one gist's
/// row, and when the index last heard from GitHub.
@Suite struct SearchIndexRecentTests {
  let folder = SearchIndexTests.Folder()

  @Test func recentGistsNewestFirstAndTheIndexAge() throws {
    let cache = try GistCache(folder: folder.url)
    let index = cache.searchIndex(account: SearchIndexTests.account)
    #expect(index.updatedAt() == nil)
    let own = [
      SearchIndexTests.gist("a1", "older", files: [("a.txt", nil, nil)], updated: 1_000),
      SearchIndexTests.gist("b2", "newer", files: [("b.txt", nil, nil)], updated: 3_000),
    ]
    index.record(list: own, mine: true)
    index.record(
      list: [SearchIndexTests.gist("s3", "starred", files: [], owner: "bob", updated: 2_000)],
      starred: true)
    #expect(index.recent(limit: 10).map(\.id) == ["b2", "s3", "a1"])
    #expect(index.recent(limit: 1).map(\.id) == ["b2"])
    #expect(index.recent(limit: 10, mine: true).map(\.id) == ["b2", "a1"])
    #expect(index.recent(limit: 10, starred: true).map(\.id) == ["s3"])
    #expect(index.gist(id: "s3")?.description == "starred")
    #expect(index.gist(id: "zz") == nil)
    // The index is as fresh as the newest page of Mine or Starred; other lists do not count.
    cache.pages.save([GistCacheTests.page(["a1"])], account: index.account, list: "mine")
    var publicPage = GistCacheTests.page(["p9"])
    publicPage.fetchedAt = Date(timeIntervalSince1970: 9_000)
    cache.pages.save([publicPage], account: index.account, list: "public")
    #expect(index.updatedAt() == Date(timeIntervalSince1970: 5_000))
  }
}
