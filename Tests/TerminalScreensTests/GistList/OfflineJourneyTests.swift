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
      driver.expect(screenShows: "dehub · octocat · 1 of 100")
      driver.step(.enter)
      driver.expect(driver.screen.lines.contains { $0.hasPrefix("1 ") }, "the file's first line")
      let title = driver.detail.title
      driver.press(.character("q"), .character("q"))
      #expect(driver.app.loop.exitStatus == 0)
      driver.stopServer()

      try driver.relaunch(token: ServerFixture.token)
      driver.expect(screenShows: "dehub · octocat · 1 of 100")
      driver.expect(screenShows: "offline · loaded")
      driver.step(.enter)
      #expect(driver.detail.title == title, "\(driver.screen)")
      driver.expect(driver.screen.lines.contains { $0.hasPrefix("1 ") }, "the file's first line")
      driver.step(.character("s"), shows: "Could not change the star")
      driver.press(.character("q"), .character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
