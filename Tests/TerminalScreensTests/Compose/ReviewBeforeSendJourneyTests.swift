import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 30, done-when 1, on the driver: editing two files of a gist marks both with their
/// `+N −M`, `d` shows the pending diff, and `S` asks Review / Send / Cancel, then sends one
/// PATCH of exactly those changes.
@Suite struct ReviewBeforeSendJourneyTests {
  @Test func twoEditedFilesAreMarkedShownAndSentAsOnePatch() async throws {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: "feed0b", owner: ServerFixture.login, description: "Two files",
        files: [
          "main.py": "print('one')\nprint('two')\n", "notes.md": "# Notes\n",
          "same.txt": "left alone\n",
        ]), token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      #expect(driver.list.titles == ["Two files"])
      driver.step(actions: "edit")
      #expect(driver.compose.title == "Editing “Two files”")
      // The files are sorted: main.py, notes.md, same.txt.
      #expect(driver.compose.names == ["main.py", "notes.md", "same.txt"])
      driver.app.editor.willWrite("print('one')\nprint('TWO')\nprint('three')\n")
      driver.press(action: "edit")
      #expect(driver.compose.files.map(\.mark) == ["changed +2 −1", "", ""])
      driver.press(action: "down")
      driver.app.editor.willWrite("# Notes\n\nMore.\n")
      driver.press(action: "edit")
      #expect(driver.compose.files.map(\.mark) == ["changed +2 −1", "changed +2 −0", ""])

      driver.step(actions: "diff")
      #expect(driver.view.title == "Your changes to “Two files”, not sent yet")
      let diff = driver.view.text
      #expect(diff.contains("+print('TWO')") && diff.contains("+More."), "\(diff)")
      #expect(!diff.contains { $0.contains("same.txt") }, "\(diff)")
      driver.press(action: "back")
      #expect(driver.compose.title == "Editing “Two files”")

      driver.server.store.clearLog()
      driver.press(action: "send")
      #expect(driver.prompt?.buttons == ["Cancel", "Review", "Send"])
      #expect(driver.prompt?.message.contains("main.py  changed +2 −1") == true)
      driver.choose("Review")
      driver.waitUntilIdle()
      #expect(driver.view.title == "Your changes to “Two files”, not sent yet")
      driver.press(action: "back")
      #expect(driver.prompt?.buttons == ["Cancel", "Review", "Send"])
      #expect(driver.server.store.requests.allSatisfy { $0.method != "PATCH" })
      driver.step(.enter)  // the focus is on Send now
      let patches = driver.server.store.requests.filter { $0.method == "PATCH" }
      #expect(patches.count == 1)
      let body = try #require(
        patches.first?.requestBody.flatMap {
          try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
        })
      let files = body["files"] as? [String: Any] ?? [:]
      #expect(files.keys.sorted() == ["main.py", "notes.md"], "\(body)")
      let gist = try #require(driver.server.store.gist(id: "feed0b"))
      #expect(
        gist.files.map { "\($0.filename)=\($0.content ?? "")" }.sorted() == [
          "main.py=print('one')\nprint('TWO')\nprint('three')\n", "notes.md=# Notes\n\nMore.\n",
          "same.txt=left alone\n",
        ])
    }
  }
}
