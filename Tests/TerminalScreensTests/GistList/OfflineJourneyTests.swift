import Foundation
import GistServer
import TestSupport
import Testing

/// The cache on the driver: a first run against the server fills it; with the server
/// stopped, the next start paints the list and the gist read before, says it is offline,
/// and actions that need the server say so.
@Suite struct OfflineJourneyTests {
  @Test func withTheServerStoppedTheCachedListAndGistAreStillThere() async throws {
    try await AppDriver.with(
      seed: { store in store.generate(count: 150, owner: ServerFixture.login) },
      token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      #expect(driver.list.status == "dehub · octocat · 1 of 100+ gists")
      driver.step(actions: "open")
      let text = driver.detail.text
      #expect(!text.isEmpty, "the file's lines")
      let title = driver.detail.title
      driver.press(action: "back")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
      driver.stopServer()

      try driver.relaunch(token: ServerFixture.token)
      #expect(driver.list.status == "dehub · octocat · 1 of 100+ gists")
      #expect(driver.list.freshness.hasPrefix("offline · loaded"), "\(driver.list.freshness)")
      driver.step(actions: "open")
      #expect(driver.detail.title == title)
      #expect(driver.detail.text == text, "the file's lines")
      // Offline, the star waits in the outbox (issue 56) and the status bar says so.
      driver.step(actions: "star")
      #expect(
        driver.toast?.hasPrefix("Not sent now: Cannot connect to 127.0.0.1") == true,
        "\(driver.toast ?? "")")
      #expect(driver.toast?.contains("waits in the outbox") == true, "\(driver.toast ?? "")")
      driver.press(action: "back")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
