import Foundation
import GistServer
import GistValues
import Store
import TestSupport
import Testing

extension PromiseMatrix {
  /// docs/safety.md, "Your text": text GitHub did not take is kept, and where it is said.
  /// Before issue 49 `comments --add -` lost what it read from stdin on a 500.
  static let aFailedSendKeepsTheText = Promise(
    name: "a failed send keeps the text",
    cells: [
      .browser: .check {
        let id = "fa11ed49"
        try await AppDriver.with(
          seed: JourneySeed.oneGist(
            id: id, owner: ServerFixture.login, description: "Commented",
            files: ["a.txt": "a\n"]),
          token: ServerFixture.token, config: JourneySeed.config,
          opening: .gist(id: id, revision: nil)
        ) { driver in
          // A comment GitHub refuses for good: kept as the gist's unsent comment.
          driver.server.store.inject(
            Fault(method: "POST", path: "/gists/\(id)/comments", kind: .status(422), times: 1))
          driver.step(actions: "comments")
          #expect(driver.view.title?.hasPrefix("Comments on") == true)
          driver.app.editor.willWrite("a comment to keep\n")
          driver.step(actions: "add")
          #expect(driver.toast?.contains("your text is kept in") == true, "\(driver.toast ?? "")")
          let comments = CommentDrafts(
            beside: DraftStore(folder: driver.home.appendingPathComponent("state/dehub/drafts")))
          #expect(comments.text(for: .init(gistID: id)) == "a comment to keep\n")
          // One GitHub cannot take now (a server error): it waits in the outbox.
          driver.server.store.inject(Fault(method: "POST", path: "/gists", kind: .status(503)))
          driver.app.editor.willWrite("a comment to wait\n")
          driver.step(actions: "add")
          #expect(driver.toast?.contains("waits in the outbox") == true, "\(driver.toast ?? "")")
          driver.press(action: "back")
          driver.press(action: "back")
          // A new gist.
          driver.step(actions: "new")
          #expect(driver.view.title == "New gist")
          driver.app.editor.willWrite("a gist to keep\n")
          driver.press(action: "add-file")
          driver.type("keep.txt")
          driver.step(.enter)
          #expect(driver.view.rows.first?.first == "keep.txt", "\(driver.view.rows)")
          driver.step(actions: "send")
          // GitHub had a server error: the gist waits in the outbox, text and all.
          #expect(driver.toast?.contains("waits in the outbox") == true, "\(driver.toast ?? "")")
          let outbox = Outbox(folder: driver.home.appendingPathComponent("state/dehub/outbox"))
          let kept = outbox.all().map(\.write)
          guard kept.count == 2, case .send(let draft) = kept[1] else {
            Issue.record("the outbox holds \(kept)")
            return
          }
          #expect(kept[0] == .comment(id: id, body: "a comment to wait\n"))
          #expect(draft.files == ["keep.txt": "a gist to keep\n"])
        }
      },
      .cli: .check {
        try await CLI.with { cli, fixture in
          let gist = try fixture.api().create(
            NewGist(description: "c", files: ["a.txt": "a\n"], isPublic: false))
          fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .status(503)))
          let create = try cli.run("create", "-", "--filename", "n.txt", stdin: "from stdin\n")
          #expect(create.status == 1)
          let drafts = DraftStore(folder: cli.home.appendingPathComponent("state/dehub/drafts"))
          #expect(drafts.all().map(\.files) == [["n.txt": "from stdin\n"]], "\(create.stderr)")
          let comment = try cli.run("comments", gist.id, "--add", "-", stdin: "said once\n")
          #expect(comment.status == 1)
          #expect(comment.stderr.contains("Your comment is kept in"), "\(comment.stderr)")
          #expect(
            CommentDrafts(beside: drafts).text(for: .init(gistID: gist.id)) == "said once\n")
        }
      },
      .sync: .check {
        try await CLI.with { cli, fixture in
          let (gist, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
          try "mine\n".write(
            to: folder.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
          fixture.store.inject(Fault(method: "PATCH", path: "/gists", kind: .status(503)))
          let failed = try cli.run("sync", "--yes", folder.path)
          #expect(failed.status == 1, "\(failed.stderr)")
          fixture.store.clearFaults()
          let here = try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8)
          #expect(here == "mine\n")
          let again = try cli.run("sync", "--yes", folder.path)
          #expect(again.status == 0, "\(again.stderr)")
          #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "mine\n")
        }
      },
      .watch: .check {
        try await CLI.with { cli, fixture in
          let (_, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
          fixture.store.inject(Fault(method: "PATCH", path: "/gists", kind: .status(503)))
          let (_, said) = try LinkWatchCLITests.watchInAChild(cli, folder) { said in
            try? "mine\n".write(
              to: folder.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
            #expect(said.wait(for: "still watching"), "\(said.all)")
          }
          let here = try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8)
          #expect(here == "mine\n", "\(said)")
        }
      },
      .mcp: .check {
        try await CLI.with { _, fixture in
          fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .status(503)))
          let answer = try MatrixPaths.agentCall(
            fixture, "create_gist", ["files": ["a.txt": "the agent's text\n"]])
          // The agent keeps its text; the answer says it was not taken.
          #expect(answer.isError, "\(answer.texts)")
          #expect(answer.texts.joined().contains("HTTP 503"), "\(answer.texts)")
        }
      },
      .outbox: outboxKeepsTheText,
    ])
}
