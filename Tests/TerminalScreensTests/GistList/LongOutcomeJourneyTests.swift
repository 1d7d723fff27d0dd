import GistServer
import Keys
import TestSupport
import Testing

/// A new user's review at 80x24: after a bulk delete failed midway, the list's message line
/// showed only "The rest stay marked.", and after an undo only "Not back: …": the start,
/// which says what happened, was lost. A long message keeps its start and reads whole.
@Suite struct LongOutcomeJourneyTests {
  @Test func aFailedBulkDeleteReadsWholeAt80Columns() async throws {
    try await AppDriver.with(columns: 80, rows: 24, config: JourneySeed.config) { driver in
      driver.step(actions: "mark", "down")
      let second = try #require(driver.list.highlighted)
      driver.server.store.inject(
        Fault(method: "DELETE", path: "/gists/\(second)", kind: .status(500), times: 1))
      driver.step(actions: "mark", "down", "mark", "down", "mark")
      #expect(driver.list.position.hasSuffix("4 marked"), "\(driver.list.position)")
      driver.step(actions: "delete")
      driver.press(.character("y"))
      driver.waitUntilIdle(step: 10)
      let parts = [
        "Could not delete “", "(2 of 4): GitHub had a server error (HTTP 500)", "Deleted: “",
        "The rest stay marked.",
      ]
      let said = driver.toast ?? ""
      for part in parts { #expect(said.contains(part), "\(part)\n\(said)") }
      // Drawn whole at 80 columns, wrapped, not cut: the screen's text is the subject.
      let words = TextGrid.words(driver.screen.lines)
      for part in parts { #expect(words.contains(part), "\(part)\n\(driver.screen)") }
    }
  }

  @Test func anUndoSaysWhatCameBackAndWhatDidNot() async throws {
    try await AppDriver.with(columns: 80, rows: 24, config: JourneySeed.config) { driver in
      driver.step(actions: "mark", "down", "mark")
      #expect(driver.list.position.hasSuffix("2 marked"), "\(driver.list.position)")
      driver.step(actions: "delete")
      driver.press(.character("y"))
      driver.waitUntilIdle(step: 5)
      driver.step(actions: "undo")
      driver.waitUntilIdle(step: 5)
      let parts = ["Restored 2 gists as new. Not back:", "stars, comments, forks and history."]
      let said = driver.toast ?? ""
      for part in parts { #expect(said.contains(part), "\(part)\n\(said)") }
      // Drawn whole at 80 columns, wrapped, not cut: the screen's text is the subject.
      let words = TextGrid.words(driver.screen.lines)
      for part in parts { #expect(words.contains(part), "\(part)\n\(driver.screen)") }
    }
  }
}
