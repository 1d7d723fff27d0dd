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
      driver.expect(screenShows: "Two files")
      driver.step(.character("e"), shows: "Editing “Two files”")
      // The files are sorted: main.py, notes.md, same.txt.
      driver.app.editor.willWrite("print('one')\nprint('TWO')\nprint('three')\n")
      driver.press(.enter)
      driver.expect(screenShows: "changed +2 −1")
      driver.press(.character("j"))
      driver.app.editor.willWrite("# Notes\n\nMore.\n")
      driver.press(.enter)
      driver.expect(screenShows: "changed +2 −0")
      #expect(
        driver.screen.lines.filter { $0.contains("changed +") }.count == 2, "\(driver.screen)")

      driver.step(.character("d"), shows: "Your changes to “Two files”, not sent yet")
      driver.expect(screenShows: "+print('TWO')")
      driver.expect(screenShows: "+More.")
      driver.expect(screenLacks: "same.txt")
      driver.press(.character("q"))
      driver.expect(screenShows: "Editing “Two files”")

      driver.server.store.clearLog()
      driver.press(.character("S"))
      driver.expect(screenShows: "[ Cancel ]  [ Review ]  [ Send ]")
      driver.expect(screenShows: "main.py  changed +2 −1")
      driver.step(.enter, shows: "Your changes to “Two files”, not sent yet")  // Review
      driver.press(.character("q"))
      driver.expect(screenShows: "[ Cancel ]  [ Review ]  [ Send ]")
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
