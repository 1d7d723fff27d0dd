import Foundation
import GistServer
import Store
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
      driver.step(.enter, shows: "1 first")

      // Edit, change the file, leave without sending.
      driver.step(.character("e"), shows: "Editing “Drafted notes”")
      driver.app.editor.willWrite("second\n")
      driver.step(.enter, shows: "notes.txt")
      #expect(Self.drafts(driver).count == 1)
      driver.press(.character("q"))
      driver.expect(screenShows: "Kept as a draft")
      driver.step(.character("q"), shows: "1 of 1 gist · 1 draft")

      // e offers the draft; resume it and send.
      driver.step(.enter, shows: "1 first")
      driver.step(.character("e"))
      driver.expect(screenShows: "You have an unsent draft of this gist")
      driver.step(.right, .right, .enter, shows: "Editing “Drafted notes”")  // Resume the draft
      driver.press(.character("S"))
      driver.expect(screenShows: "[ Cancel ]  [ Review ]  [ Send ]")
      driver.step(.right, .enter, shows: "1 second")  // Send
      #expect(driver.server.store.gist(id: "d1a")?.files.first?.content == "second\n")
      #expect(Self.drafts(driver).isEmpty)
      driver.step(.character("q"), shows: "1 of 1 gist")
      driver.expect(screenLacks: "draft")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
