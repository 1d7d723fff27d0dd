import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// The gist's activity on the driver: history (a revision's files, a diff), comments
/// (follow a link, add, delete one's own), fork, delete, copy, clone and the options
/// screen, at 100x30 and at 80x24.
@Suite struct ActivityJourneyTests {
  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [SeedUser(login: "ada")],
        gists: [
          SeedGist(
            id: "a11ce", owner: "ada", description: "Ada's notes", isPublic: true,
            files: ["notes.txt": "# Notes\nnew line\n"],
            history: [["notes.txt": "# Notes\nold line\n"]],
            comments: [
              .init(user: "ada", body: "See https://gist.github.com/ada/b0b for more"),
              .init(user: "octocat", body: "my own remark"),
            ], hoursAgo: 2),
          SeedGist(
            id: "b0b", owner: "ada", description: "The other gist", isPublic: true,
            files: ["other.txt": "other\n"], hoursAgo: 3),
        ]))
  }

  @Test(arguments: [(100, 30), (80, 24)])
  func historyCommentsForkDeleteCloneAndOptions(size: (Int, Int)) async throws {
    try await AppDriver.with(
      columns: size.0, rows: size.1, seed: Self.seed, token: ServerFixture.token,
      config: JourneySeed.config, opening: try Destination.parse("a11ce")
    ) { driver in
      #expect(driver.detail.text == ["# Notes", "new line"])

      // History: the revisions, a diff against the current version, an old revision's files.
      driver.step(actions: "history")
      #expect(driver.view.title == "History of Ada's notes")
      let revisions = driver.view.rows
      #expect(
        revisions.filter { $0.contains("ada") && $0.contains { $0.hasPrefix("+") } }.count == 2,
        "\(revisions)")
      driver.step(actions: "down", "diff")
      #expect(driver.view.title?.contains("to the current version") == true)
      let diff = driver.view.text
      #expect(diff.contains("-old line") && diff.contains("+new line"), "\(diff)")
      driver.step(actions: "back")
      #expect(driver.view.title == "History of Ada's notes")
      driver.step(actions: "files")
      #expect(driver.detail.text == ["# Notes", "old line"])
      #expect(driver.detail.info.contains("revision "), "\(driver.detail.info)")
      driver.step(actions: "back")
      driver.step(actions: "back")
      #expect(driver.detail.text == ["# Notes", "new line"])

      // Comments: follow a link, delete one's own after asking, add one.
      driver.step(actions: "comments")
      #expect(driver.view.rows.contains { $0.contains("my own remark") }, "\(driver.view.rows)")
      driver.step(actions: "open-link")
      #expect(driver.detail.title == "The other gist")
      #expect(driver.detail.text == ["other"])
      driver.step(actions: "back")
      #expect(driver.view.title?.hasPrefix("Comments on Ada's notes") == true)
      driver.step(actions: "down", "delete")
      #expect(driver.prompt?.title == "Delete your comment?")
      driver.step(.character("y"))
      #expect(driver.toast == "Comment deleted")
      #expect(!driver.view.rows.contains { $0.contains("my own remark") }, "\(driver.view.rows)")
      driver.step(actions: "add-line")
      #expect(driver.field?.label == "Comment:")
      driver.type("Hello from the driver")
      driver.step(.enter)
      #expect(driver.toast?.contains("Comment added") == true, "\(driver.toast ?? "")")
      #expect(
        driver.server.store.requests.contains {
          $0.method == "POST" && $0.path == "/gists/a11ce/comments" && $0.status == 201
        })
      driver.step(actions: "back")

      // Copy the URL, clone, then fork and delete the fork.
      driver.step(actions: "copy-url")
      #expect(driver.toast?.hasPrefix("Copied ") == true, "\(driver.toast ?? "")")
      #expect(driver.clipboard?.hasSuffix("a11ce") == true, "\(driver.clipboard ?? "none")")
      driver.step(actions: "clone")
      let clone = try #require(driver.field, "the clone prompt")
      #expect(clone.label == "Clone into:" && clone.text.hasSuffix("a11ce"), "\(clone)")
      let folder = driver.home.appendingPathComponent("cloned").path
      driver.press(.ctrl("u"))  // the field's own key: clears it
      driver.type(folder)
      driver.step(.enter)
      #expect(driver.toast?.contains("Cloned into") == true, "\(driver.toast ?? "")")
      #expect(FileManager.default.fileExists(atPath: folder + "/notes.txt"))
      driver.step(actions: "delete")
      #expect(driver.toast?.contains("delete: your gists only") == true, "\(driver.toast ?? "")")
      driver.step(actions: "fork")
      #expect(driver.detail.info.contains(" · octocat · "), "the fork is shown")
      let fork = try #require(
        driver.server.store.requests.first {
          $0.method == "POST" && $0.path == "/gists/a11ce/forks"
        })
      #expect(fork.status == 201)
      driver.step(actions: "delete")
      let question = try #require(driver.prompt)
      #expect(question.title == "Delete this gist?" && question.selected == "Cancel")
      driver.step(.enter)  // Cancel is selected: nothing happens
      #expect(driver.prompt == nil)
      #expect(driver.detail.info.contains(" · octocat · "), "the fork is still shown")
      driver.step(actions: "delete")
      driver.step(.character("y"))
      #expect(driver.detail.info.contains(" · ada · "), "back on the original")
      #expect(
        driver.server.store.requests.contains { $0.method == "DELETE" && $0.status == 204 })

      // Options: turn the mouse on; it is saved in the config.
      driver.step(actions: "back")
      #expect(driver.list.isShown)
      driver.step(actions: "options")
      #expect(driver.view.rows.contains { $0.contains("Mouse support") }, "\(driver.view.rows)")
      driver.step(actions: "toggle")
      #expect(
        driver.view.rows.contains { $0.first == "[x]" && $0.contains("Mouse support") },
        "mouse support is on: \(driver.view.rows)")
      let config = driver.home.appendingPathComponent("config/dehub/config.toml")
      #expect((try? String(contentsOf: config, encoding: .utf8))?.contains("mouse = true") == true)
      driver.press(action: "back")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
