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
      #expect(driver.detail.info.contains("2 comments"), "\(driver.detail.info)")
      driver.step(actions: "comments")
      #expect(driver.comments.rows.map(\.preview).contains("my own remark"))
      driver.step(actions: "add-line")
      #expect(driver.field?.label == "Comment:")
      driver.type("third remark")
      driver.step(.enter)
      #expect(driver.toast == "Comment added", "\(driver.toast ?? "")")
      // The new comment is highlighted, its body shown below the list.
      #expect(driver.comments.highlighted?.preview == "third remark")
      #expect(driver.comments.body.contains("third remark"), "\(driver.comments.body)")
      driver.step(actions: "back")
      #expect(driver.detail.info.contains("3 comments"), "\(driver.detail.info)")
    }
  }
}
