import Foundation
import GistServer
import TestSupport
import Testing

extension PromiseMatrix {
  /// docs/safety.md, "Your text": what would change on GitHub is shown and asked about until
  /// the user answers; a question left with Cancel or Esc is asked again. Before issue 49
  /// the browser counted a cancelled "Send these changes?" as asked, and the next `S` sent
  /// unseen.
  static let sendingAsksUntilAnswered = Promise(
    name: "a send is asked until answered",
    cells: [
      .browser: .check {
        let id = "ab5e7049"
        try await AppDriver.with(
          seed: JourneySeed.oneGist(
            id: id, owner: ServerFixture.login, description: "Asked",
            files: ["a.txt": "one\n"]),
          token: ServerFixture.token, config: JourneySeed.config,
          opening: .gist(id: id, revision: nil)
        ) { driver in
          driver.step(actions: "edit")
          #expect(driver.view.title?.hasPrefix("Editing") == true)
          driver.app.editor.willWrite("two\n")
          driver.step(actions: "edit")
          #expect(
            driver.view.rows.first?.contains { $0.contains("changed") } == true,
            "\(driver.view.rows)")
          driver.server.store.clearLog()
          driver.step(actions: "send")
          #expect(driver.prompt?.title == "Send these changes?")
          driver.step(.escape)
          #expect(driver.prompt == nil)
          driver.step(actions: "send")
          #expect(driver.prompt?.title == "Send these changes?")
          // Cancel is not the focus: Review is; look, then come back.
          #expect(driver.prompt?.selected == "Review")
          driver.step(.enter)
          #expect(driver.prompt == nil)
          driver.step(actions: "back")
          #expect(driver.prompt?.title == "Send these changes?")
          driver.choose("Cancel")
          driver.waitUntilIdle()
          driver.step(actions: "send")
          #expect(driver.prompt?.title == "Send these changes?")
          #expect(!driver.server.store.requests.contains { $0.method == "PATCH" })
          driver.choose("Send")
          driver.waitUntilIdle()
          #expect(driver.server.store.requests.contains { $0.method == "PATCH" })
        }
      },
      .cli: .notApplicable(
        "a command is the request itself: `edit --dry-run` shows the diff first, and "
          + "`delete` asks unless --yes"),
      .sync: .check {
        try await CLI.with { cli, fixture in
          let (_, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
          try "mine\n".write(
            to: folder.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
          fixture.store.clearLog()
          var asking = cli
          asking.terminal = true
          for _ in 0..<2 {
            let sync = try asking.run("sync", folder.path, stdin: "n\n")
            #expect(sync.stdout.contains("+mine"), "the change is shown: \(sync.stdout)")
            #expect(sync.stderr.contains("Push a.txt? [y/N]"), "\(sync.stderr)")
          }
          #expect(!fixture.store.requests.contains { $0.method == "PATCH" })
          let yes = try asking.run("sync", folder.path, stdin: "y\n")
          #expect(yes.status == 0, "\(yes.stderr)")
          #expect(fixture.store.requests.contains { $0.method == "PATCH" })
        }
      },
      .watch: .notApplicable(
        "`sync --watch` is started to push without asking; each push is said as it goes"),
      .mcp: .notApplicable("an agent's call is its request; the answer says what changed"),
      .outbox: .notApplicable(
        "the outbox asks nothing: what is in it was asked about when it was written, and goes as it was"
      ),
    ])
}
