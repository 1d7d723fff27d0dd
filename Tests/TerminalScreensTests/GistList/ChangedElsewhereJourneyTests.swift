import Foundation
import GistServer
import GistValues
import Model
import TestSupport
import Testing

/// Issue 57, item 4 (seen once, not reproduced): after a change made elsewhere (a CLI edit,
/// a create), `r` must show it on top of Mine, or not say "updated just now". Each way the
/// list can stand when it happens: one page loaded, every page loaded (`G`), and a list
/// that started from the cache the other process wrote to.
@Suite struct ChangedElsewhereJourneyTests {
  static func api(_ driver: AppDriver) throws -> GistAPI {
    let router = try Router(
      baseURL: driver.server.baseURL, token: ServerFixture.token, version: "test")
    return GistAPI(router: router, client: CurlHTTPClient())
  }

  @Test(arguments: [false, true])
  func anEditOrACreateElsewhereIsOnTopAfterRefresh(allPagesLoaded: Bool) async throws {
    try await AppDriver.with(
      seed: { $0.generate(count: 150, owner: ServerFixture.login) }, token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      if allPagesLoaded { driver.step(actions: "last") }
      let last = try #require(driver.list.rows.last)
      let api = try Self.api(driver)
      // An edit of a gist far down the list (the second page when it is loaded).
      _ = try api.update(id: last.id, GistChanges(description: "edited elsewhere"))
      driver.step(actions: "refresh")
      #expect(driver.list.titles.first == "edited elsewhere", "\(driver.list.titles.prefix(3))")
      #expect(driver.list.freshness.contains("updated just now"), "\(driver.list.freshness)")
      #expect(driver.list.titles.filter { $0 == "edited elsewhere" }.count == 1)
      // A new gist made elsewhere.
      _ = try api.create(
        NewGist(description: "made elsewhere", files: ["m.txt": "m\n"], isPublic: false))
      driver.step(actions: "refresh")
      #expect(driver.list.titles.prefix(2) == ["made elsewhere", "edited elsewhere"])

      // The next start paints the cached list, then revalidates it.
      _ = try api.update(id: last.id, GistChanges(description: "edited while closed"))
      try driver.relaunch(token: ServerFixture.token)
      #expect(driver.list.titles.first == "edited while closed", "\(driver.list.titles.prefix(3))")
    }
  }
}
