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
      driver.expect(screenShows: "2 new line")

      // History: the revisions, a diff against the current version, an old revision's files.
      driver.step(.character("h"))
      driver.expect(screenShows: "History of Ada's notes")
      #expect(
        driver.screen.lines.filter { $0.contains("ada") && $0.contains("+") }.count == 2,
        "\(driver.screen)")
      driver.step(.character("j"), .character("d"))
      driver.expect(screenShows: "to the current version")
      let diff = driver.screen.lines
      #expect(diff.contains("-old line") && diff.contains("+new line"))
      driver.step(.character("q"))
      driver.expect(screenShows: "History of Ada's notes")
      driver.step(.character("o"))
      driver.expect(screenShows: "2 old line")
      #expect(driver.screen.lines[1].contains("revision "), "\(driver.screen)")
      driver.step(.character("q"), .character("q"))
      driver.expect(screenShows: "2 new line")

      // Comments: follow a link, delete one's own after asking, add one.
      driver.step(.character("c"))
      driver.expect(screenShows: "my own remark")
      driver.step(.enter)
      driver.expect(screenShows: "1 other")
      driver.step(.character("q"))
      driver.expect(screenShows: "Comments on Ada's notes")
      driver.step(.character("j"), .character("d"))
      driver.expect(screenShows: "Delete your comment?")
      driver.step(.character("y"))
      driver.expect(screenShows: "Comment deleted")
      driver.expect(screenLacks: "my own remark")
      driver.step(.character("A"))
      driver.expect(screenShows: "Comment:")
      driver.type("Hello from the driver")
      driver.step(.enter)
      driver.expect(screenShows: "Comment added")
      #expect(
        driver.server.store.requests.contains {
          $0.method == "POST" && $0.path == "/gists/a11ce/comments" && $0.status == 201
        })
      driver.step(.character("q"))

      // Copy the URL, clone, then fork and delete the fork.
      driver.step(.character("y"))
      driver.expect(screenShows: "Copied ")
      #expect(driver.clipboard?.hasSuffix("a11ce") == true, "\(driver.clipboard ?? "none")")
      driver.step(.character("C"))
      driver.expect(
        driver.screen.lines.contains { $0.hasPrefix("Clone into:") && $0.hasSuffix("a11ce") },
        "the clone prompt")
      let folder = driver.home.appendingPathComponent("cloned").path
      driver.press(.ctrl("u"))
      driver.type(folder)
      driver.step(.enter)
      driver.expect(screenShows: "Cloned into")
      #expect(FileManager.default.fileExists(atPath: folder + "/notes.txt"))
      driver.step(.character("d"))
      driver.expect(screenShows: "delete: your gists only")
      driver.step(.character("f"))
      driver.expect(driver.screen.lines[1].contains(" · octocat · "), "the fork is shown")
      let fork = try #require(
        driver.server.store.requests.first {
          $0.method == "POST" && $0.path == "/gists/a11ce/forks"
        })
      #expect(fork.status == 201)
      driver.step(.character("d"))
      driver.expect(screenShows: "Delete this gist?")
      driver.step(.enter)  // Cancel is selected: nothing happens
      driver.expect(screenLacks: "Delete this gist?")
      driver.step(.character("d"), .character("y"))
      driver.expect(driver.screen.lines[1].contains(" · ada · "), "back on the original")
      #expect(
        driver.server.store.requests.contains { $0.method == "DELETE" && $0.status == 204 })

      // Options: turn the mouse on; it is saved in the config.
      driver.step(.character("q"))
      driver.expect(screenShows: "gists")
      driver.step(.character("O"))
      driver.expect(screenShows: "Mouse support")
      driver.step(.character(" "))
      driver.expect(
        driver.screen.lines.contains { $0.contains("[x]") && $0.contains("Mouse support") },
        "mouse support is on")
      let config = driver.home.appendingPathComponent("config/dehub/config.toml")
      #expect((try? String(contentsOf: config, encoding: .utf8))?.contains("mouse = true") == true)
      driver.press(.character("q"), .character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
