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
      let space = Key.character(" ")
      driver.step(space, .character("j"))
      let second = try #require(driver.list.highlighted)
      driver.server.store.inject(
        Fault(method: "DELETE", path: "/gists/\(second)", kind: .status(500), times: 1))
      driver.step(space, .character("j"), space, .character("j"), space, shows: "4 marked")
      driver.step(.character("d"), .character("y"))
      driver.waitUntilIdle(step: 10)
      let words = TextGrid.words(driver.screen.lines)
      for part in [
        "Could not delete “", "(2 of 4): GitHub had a server error (HTTP 500)", "Deleted: “",
        "The rest stay marked.",
      ] {
        #expect(words.contains(part), "\(part)\n\(driver.screen)")
      }
    }
  }

  @Test func anUndoSaysWhatCameBackAndWhatDidNot() async throws {
    try await AppDriver.with(columns: 80, rows: 24, config: JourneySeed.config) { driver in
      let space = Key.character(" ")
      driver.step(space, .character("j"), space, shows: "2 marked")
      driver.step(.character("d"), .character("y"))
      driver.waitUntilIdle(step: 5)
      driver.step(.character("u"))
      driver.waitUntilIdle(step: 5)
      let words = TextGrid.words(driver.screen.lines)
      #expect(words.contains("Restored 2 gists as new. Not back:"), "\(driver.screen)")
      #expect(words.contains("stars, comments, forks and history."), "\(driver.screen)")
    }
  }
}
