import Foundation
import GistServer
import Keys
import Model
import Store
import TerminalUI
import TestSupport
import Testing

/// Issue 57, item 16, on the driver: the palette did not offer the saved tabs.
@Suite struct PalettePolishJourneyTests {
  @Test func thePaletteOffersTheSavedTabs() async throws {
    var config = JourneySeed.config
    config.savedSearches = [SavedSearch(name: "shell", query: "lang:sh")]
    try await AppDriver.with(
      columns: 100, rows: 30, seed: JourneySeed.searchable, token: ServerFixture.token,
      config: config
    ) { driver in
      driver.step(actions: "palette")
      #expect(driver.palette?.title == "Commands")
      driver.type("shell")
      driver.waitUntilIdle()
      let offered = driver.palette?.actions ?? []
      #expect(offered.contains { $0.contains("saved tab: shell") }, "\(offered)")
      driver.step(.enter)
      #expect(driver.palette == nil)
      #expect(driver.list.tab == "shell", "\(driver.list.tabs)")
    }
  }
}
