import Foundation
import GistServer
import Model
import TestSupport
import Testing

/// Drafts are first-class, on the driver: edit a gist, change a file, leave compose ("kept
/// as a draft", "1 draft" in the list), `e` resumes the draft, send it, the count goes.
@Suite struct DraftsJourneyTests {
  static func drafts(_ driver: AppDriver) -> [Draft] {
    DraftStore(folder: driver.home.appendingPathComponent("state/dehub/drafts")).all()
  }

  @Test func anUnsentEditIsKeptSaidCountedResumedAndSent() async throws {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: "d1a", owner: ServerFixture.login, description: "Drafted notes",
        files: ["notes.txt": "first\n"]), token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "dehub · octocat · 1 of 1 gist")
      driver.press(.enter)
      driver.waitUntilIdle()
      driver.expect(screenShows: "1 first")

      // Edit, change the file, leave without sending.
      driver.press(.character("e"))
      driver.waitUntilIdle()
      driver.expect(screenShows: "Editing “Drafted notes”")
      driver.app.editor.willWrite("second\n")
      driver.press(.enter)
      driver.waitUntilIdle()
      driver.expect(screenShows: "notes.txt")
      #expect(Self.drafts(driver).count == 1)
      driver.press(.character("q"))
      driver.expect(screenShows: "Kept as a draft")
      driver.press(.character("q"))
      driver.waitUntilIdle()
      driver.expect(screenShows: "1 of 1 gist · 1 draft")

      // e offers the draft; resume it and send.
      driver.press(.enter)
      driver.waitUntilIdle()
      driver.expect(screenShows: "1 first")
      driver.press(.character("e"))
      driver.waitUntilIdle()
      driver.expect(screenShows: "You have an unsent draft of this gist")
      driver.press(.right, .right, .enter)  // Resume the draft
      driver.waitUntilIdle()
      driver.expect(screenShows: "Editing “Drafted notes”")
      driver.press(.character("S"))
      driver.expect(screenShows: "[ Cancel ]  [ Review ]  [ Send ]")
      driver.press(.right, .enter)  // Send
      driver.waitUntilIdle()
      driver.expect(screenShows: "1 second")
      #expect(driver.server.store.gist(id: "d1a")?.files.first?.content == "second\n")
      #expect(Self.drafts(driver).isEmpty)
      driver.press(.character("q"))
      driver.waitUntilIdle()
      driver.expect(screenShows: "1 of 1 gist")
      driver.expect(screenLacks: "draft")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
