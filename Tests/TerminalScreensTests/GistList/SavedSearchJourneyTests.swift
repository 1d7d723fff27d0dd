import Foundation
import GistServer
import GistValues
import Model
import TestSupport
import Testing

/// Issue 34, item 4, on the driver: a search saved with `+` is a tab after a restart (the
/// config read again), and shows a gist the index learnt since.
@Suite struct SavedSearchJourneyTests {
  @Test func aSavedTabIsThereAfterARestartAndFollowsTheIndex() async throws {
    var config = JourneySeed.config
    config.searchRateShare = 20
    try await AppDriver.with(
      columns: 120, rows: 30, seed: JourneySeed.searchable, token: ServerFixture.token,
      config: config
    ) { driver in
      driver.press(.character("/"))
      driver.type("quuxfrob")
      driver.waitUntilIdle()
      driver.expect(screenShows: "old notes")
      driver.press(.down)
      driver.press(.character("+"))
      driver.expect(screenShows: "Tab name:")
      driver.press(.enter)  // the name offered: the query
      driver.expect(screenShows: "Saved the tab “quuxfrob”")

      try driver.relaunch(token: ServerFixture.token)
      driver.expect(screenShows: "User")
      driver.expect(screenShows: "quuxfrob")
      driver.expect(screenLacks: "old notes")
      driver.press(.backTab)  // from Mine, back to the last tab: the saved one
      driver.waitUntilIdle()
      driver.expect(screenShows: "old notes")
      driver.expect(screenLacks: "new runbook")

      // A gist with the word is made elsewhere; Mine loads it, the index learns its text
      // (it follows the account's list), and the saved tab shows it.
      let router = try Router(
        baseURL: driver.server.baseURL, token: ServerFixture.token, version: "test")
      _ = try GistAPI(router: router, client: CurlHTTPClient()).create(
        NewGist(
          description: "new runbook", files: ["steps.txt": "then quuxfrobnicate again\n"],
          isPublic: false))
      driver.press(.character("r"))
      driver.waitUntilIdle()
      driver.press(.character("1"))
      driver.waitUntilIdle()
      driver.expect(screenShows: "new runbook")
      driver.press(.backTab)
      driver.waitUntilIdle()
      // Which row is selected depends on whether the tab was drawn before the index learnt
      // the new gist (the selection stays on "old notes" by identity): either is right.
      driver.expect(screenShows: " of 2 hits")
      driver.expect(screenShows: "new runbook")
      driver.expect(screenShows: "old notes")
    }
  }
}
