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
      driver.press(action: "filter")
      driver.type("quuxfrob")
      driver.waitUntilIdle()
      #expect(driver.list.titles == ["old notes"])
      driver.press(action: "down")  // leaves the field for the rows
      driver.press(action: "save-search")
      #expect(driver.field?.label == "Tab name:")
      driver.press(.enter)  // the name offered: the query
      #expect(driver.toast?.hasPrefix("Saved the tab “quuxfrob”") == true, "\(driver.toast ?? "")")

      try driver.relaunch(token: ServerFixture.token)
      #expect(driver.list.tabs == ["Mine", "Starred", "Public", "User", "quuxfrob"])
      #expect(driver.list.tab == "Mine")
      #expect(!driver.list.titles.contains("old notes"))
      driver.press(action: "previous-tab")  // from Mine, back to the last tab: the saved one
      driver.waitUntilIdle()
      #expect(driver.list.tab == "quuxfrob")
      #expect(driver.list.titles == ["old notes"])

      // A gist with the word is made elsewhere; Mine loads it, the index learns its text
      // (it follows the account's list), and the saved tab shows it.
      let router = try Router(
        baseURL: driver.server.baseURL, token: ServerFixture.token, version: "test")
      _ = try GistAPI(router: router, client: CurlHTTPClient()).create(
        NewGist(
          description: "new runbook", files: ["steps.txt": "then quuxfrobnicate again\n"],
          isPublic: false))
      driver.press(action: "refresh")
      driver.waitUntilIdle()
      driver.press(action: "mine")
      driver.waitUntilIdle()
      #expect(driver.list.titles.contains("new runbook"))
      driver.press(action: "previous-tab")
      driver.waitUntilIdle()
      // Which row is selected depends on whether the tab was drawn before the index learnt
      // the new gist (the selection stays on "old notes" by identity): either is right.
      #expect(driver.list.position.contains(" of 2 hits"), "\(driver.list.position)")
      #expect(Set(driver.list.titles) == ["new runbook", "old notes"])
    }
  }
}
