import Foundation
import GistServer
import GistValues
import Model
import TestSupport
import Testing

extension PromiseMatrix {
  /// A gist the user owns, changed on GitHub after the user's edit started: the two sides of
  /// `a.txt` to merge.
  static let conflictID = "c0ff11c749"

  /// docs/safety.md, "Your text": a merge that still holds conflict markers is never
  /// written or sent, on any path that merges. Before issue 49 the browser's Compare →
  /// Merge took such a merge, and `S` published the markers.
  static let mergeMarkersAreNeverSent = Promise(
    name: "a merge with conflict markers left is never sent",
    cells: [
      .browser: .check {
        try await AppDriver.with(
          seed: JourneySeed.oneGist(
            id: conflictID, owner: ServerFixture.login, description: "Both sides",
            files: ["a.txt": "one\n"]),
          token: ServerFixture.token, config: JourneySeed.config,
          opening: .gist(id: conflictID, revision: nil)
        ) { driver in
          driver.step(actions: "edit")
          #expect(driver.view.title?.hasPrefix("Editing") == true)
          driver.app.editor.willWrite("mine\n")
          driver.step(actions: "edit")
          #expect(
            driver.view.rows.first?.contains { $0.contains("changed") } == true,
            "\(driver.view.rows)")
          // Someone changes the file on GitHub meanwhile.
          let api = try GistAPI(
            router: Router(
              baseURL: driver.server.baseURL, token: ServerFixture.token, version: "t"),
            client: CurlHTTPClient())
          _ = try api.update(
            id: conflictID, GistChanges(files: ["a.txt": .init(content: "theirs\n")]))
          driver.server.store.clearLog()
          driver.step(actions: "send")
          #expect(driver.prompt?.title == "Send these changes?")
          driver.choose("Send")
          driver.waitUntilIdle()
          #expect(driver.prompt?.title == "The gist changed on GitHub")
          driver.choose("Compare")
          driver.waitUntilIdle()
          #expect(driver.prompt?.title == "a.txt: changed on GitHub and here")
          // Merge, and the editor leaves the markers in.
          driver.app.editor.willWrite(
            "<<<<<<< yours\nmine, looked at\n=======\ntheirs\n>>>>>>> GitHub's\n")
          driver.choose("Merge")
          driver.waitUntilIdle()
          #expect(
            driver.toast == "The merge still has conflict markers; nothing was written.",
            "\(driver.toast ?? "")")
          driver.step(.escape)
          driver.step(actions: "send")
          #expect(!driver.server.store.requests.contains { $0.method == "PATCH" })
          let gist = try #require(driver.server.store.gist(id: conflictID))
          #expect(gist.files.first?.content == "theirs\n")
        }
      },
      .cli: .notApplicable(
        "the scripting commands never merge: an edit of a gist changed on GitHub is refused "
          + "(`--force` sends over it)"),
      .sync: .check {
        try await CLI.with { cli, fixture in
          let (gist, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
          try "mine\n".write(
            to: folder.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
          _ = try fixture.api().update(
            id: gist.id, GistChanges(files: ["a.txt": .init(content: "theirs\n")]))
          fixture.store.clearLog()
          var asking = cli
          asking.terminal = true
          // An editor that saves the merge as it was given: the markers stay.
          asking.environment["DEHUB_EDITOR"] = "true"
          let sync = try asking.run("sync", folder.path, stdin: "e\ns\n")
          #expect(
            sync.stderr.contains("The merge still has conflict markers; nothing was written."),
            "\(sync.stderr)")
          #expect(!MatrixPaths.sent("<<<<<<<", fixture))
          let here = try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8)
          #expect(here == "mine\n")
        }
      },
      .watch: .check {
        try await CLI.with { cli, fixture in
          let (gist, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
          fixture.store.clearLog()
          let (status, said) = try LinkWatchCLITests.watchInAChild(cli, folder) { said in
            // Both within the watch's quiet second: its next step finds both changed.
            try? "mine\n".write(
              to: folder.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
            _ = try? fixture.api().update(
              id: gist.id, GistChanges(files: ["a.txt": .init(content: "theirs\n")]))
            #expect(said.wait(for: "Stopped watching"), "\(said.all)")
          }
          // The watch merges nothing: at a conflict it stops, and sends nothing.
          #expect(status == 3, "\(said)")
          #expect(!MatrixPaths.sent("<<<<<<<", fixture))
          #expect(!MatrixPaths.sent("mine", fixture), "the watch sent nothing")
        }
      },
      .mcp: .notApplicable("an agent sends its own text: nothing is merged for it"),
      .outbox: outboxMergesNothing,
    ])
}
