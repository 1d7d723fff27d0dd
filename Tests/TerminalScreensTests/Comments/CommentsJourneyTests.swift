import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// Issue 17 on the driver: `a` writes a comment in the (scripted) editor, many lines of
/// Markdown, and the thread shows it rendered. (The user's editor taking the terminal is
/// a tmux journey: ShellJobControlTmuxTests.)
@Suite struct CommentsJourneyTests {
  @Test func aMultiLineCommentIsWrittenInTheEditorAndPosted() async throws {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: "c0ffee", owner: "ada", description: "Release notes",
        files: ["notes.md": "# Notes\n"]), token: ServerFixture.token,
      config: JourneySeed.config, opening: try Destination.parse("c0ffee")
    ) { driver in
      #expect(driver.detail.title == "Release notes")
      driver.step(actions: "comments")
      #expect(driver.view.emptyState?.title == "No comments yet", "\(driver.view.labels)")
      driver.app.editor.willWrite("Decided: **Thursday**\n\n- ship it\n")
      driver.step(actions: "add")
      #expect(driver.toast == "Comment added", "\(driver.toast ?? "")")
      let posted = driver.server.store.requests.first {
        $0.method == "POST" && $0.path == "/gists/c0ffee/comments"
      }
      let body = posted?.requestBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
      #expect(body.contains("Decided: **Thursday**\\n\\n- ship it\\n"), "\(body)")
      // Shown rendered: the emphasis marks are gone, the list item has its bullet.
      let shown = driver.comments.body
      #expect(shown.contains("Decided: Thursday"), "\(shown)")
      #expect(shown.contains { $0.contains("• ship it") }, "\(shown)")
    }
  }
}
