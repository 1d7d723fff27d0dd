import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 57, item 2: a search kept after opening a result looked like a field being typed
/// in, though the letters then ran as commands. Kept, it is dimmed and says how to take it
/// up again.
@Suite struct KeptSearchJourneyTests {
  @Test func aKeptSearchSaysItIsKeptAndHowToEditIt() async throws {
    try await AppDriver.with(
      seed: JourneySeed.threeGists, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      driver.step(actions: "filter")
      driver.type("zebra")
      driver.waitUntilIdle()
      // While typing: the field, no note.
      #expect(!driver.screen.lines[1].contains("search kept"), "\(driver.screen)")
      driver.step(.enter)
      #expect(driver.detail.isShown)
      driver.step(actions: "back")
      // Back on the list: the search is kept, and says so (the screen's text is the subject).
      let top = driver.screen.lines[1]
      #expect(
        top.contains("/ zebra") && top.contains("(search kept: / edits it, Esc clears it)"),
        "\(top)")
      #expect(driver.list.titles == ["Zebra notes"])
      driver.step(actions: "filter")
      #expect(!driver.screen.lines[1].contains("search kept"), "/ takes it up again")
    }
  }
}
