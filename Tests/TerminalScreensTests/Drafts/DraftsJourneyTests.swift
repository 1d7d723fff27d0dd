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
      #expect(driver.list.status == "dehub · octocat · 1 of 1 gist")
      driver.step(actions: "open")
      #expect(driver.detail.text == ["first"])

      // Edit, change the file, leave without sending.
      driver.step(actions: "edit")
      #expect(driver.view.title == "Editing “Drafted notes”")
      driver.app.editor.willWrite("second\n")
      driver.step(actions: "edit")
      #expect(driver.view.rows.first?.first == "notes.txt", "\(driver.view.rows)")
      #expect(Self.drafts(driver).count == 1)
      driver.press(action: "back")
      #expect(driver.toast?.hasPrefix("Kept as a draft") == true, "\(driver.toast ?? "")")
      driver.step(actions: "back")
      #expect(driver.list.position == "1 of 1 gist · 1 draft")

      // e offers the draft; resume it and send.
      driver.step(actions: "open")
      #expect(driver.detail.text == ["first"])
      driver.step(actions: "edit")
      let offer = try #require(driver.prompt)
      #expect(offer.title == "You have an unsent draft of this gist", "\(offer)")
      driver.choose("Resume the draft")
      driver.waitUntilIdle()
      #expect(driver.view.title == "Editing “Drafted notes”")
      driver.press(action: "send")
      #expect(driver.prompt?.buttons == ["Cancel", "Review", "Send"])
      driver.choose("Send")
      driver.waitUntilIdle()
      #expect(driver.detail.text == ["second"])
      #expect(driver.server.store.gist(id: "d1a")?.files.first?.content == "second\n")
      #expect(Self.drafts(driver).isEmpty)
      driver.step(actions: "back")
      #expect(driver.list.position == "1 of 1 gist")
      #expect(driver.toast == nil, "\(driver.toast ?? "")")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
