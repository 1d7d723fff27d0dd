import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// Issue 57, item 9: after adding a comment the gist's header kept the old count, and the
/// new comment was not the one selected (the first stayed, its body below).
@Suite struct CommentAddedJourneyTests {
  @Test func aNewCommentIsSelectedAndTheGistCountsIt() async throws {
    try await AppDriver.with(
      columns: 100, rows: 30, seed: ActivityJourneyTests.seed, token: ServerFixture.token,
      config: JourneySeed.config, opening: try Destination.parse("a11ce")
    ) { driver in
      driver.expect(screenShows: "2 comments")
      driver.step(.character("c"), shows: "my own remark")
      driver.step(.character("A"), shows: "Comment:")
      driver.type("third remark")
      driver.step(.enter, shows: "Comment added")
      // The new comment is highlighted, its body shown below the list.
      let selected = driver.screen.lines.indices.first {
        driver.screen.style(x: 3, y: $0) == .selected
      }
      let row = selected.map { driver.screen.lines[$0] } ?? ""
      #expect(row.contains("third remark"), "\(driver.screen)")
      driver.step(.character("q"))
      driver.expect(screenShows: "3 comments")
      driver.expect(screenLacks: "2 comments")
    }
  }
}
