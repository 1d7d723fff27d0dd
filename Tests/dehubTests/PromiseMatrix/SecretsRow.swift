import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

extension PromiseMatrix {
  /// docs/safety.md, "Secrets": a public send that seems to hold a secret does not go unasked
  /// (the browser asks; commands, sync and agents refuse, `--allow-secrets` aside); a secret
  /// send goes with a warning. Before issue 49 the browser's comments and `undelete` sent
  /// such text without a word.
  static let secretsStopPublicSends = Promise(
    name: "a public send holding a secret is stopped",
    cells: [
      .browser: .check {
        let id = "5ec0de49"
        try await AppDriver.with(
          seed: JourneySeed.oneGist(
            id: id, owner: ServerFixture.login, description: "Public notes",
            files: ["a.txt": "a\n"]),
          token: ServerFixture.token, config: JourneySeed.config,
          opening: .gist(id: id, revision: nil)
        ) { driver in
          driver.server.store.clearLog()
          // A comment on the public gist.
          driver.step(actions: "comments")
          #expect(driver.view.title?.hasPrefix("Comments on") == true)
          driver.app.editor.willWrite("deploy with \(MatrixPaths.token)\n")
          driver.step(actions: "add")
          #expect(driver.prompt?.title == "A public gist with a secret in it")
          #expect(driver.server.store.requests.allSatisfy { $0.method == "GET" })
          driver.step(.escape)
          driver.press(action: "back")
          driver.press(action: "back")
          // A new public gist.
          driver.step(actions: "new")
          #expect(driver.view.title == "New gist")
          driver.app.editor.willWrite("GH_TOKEN=\(MatrixPaths.token)\n")
          driver.press(action: "add-file")
          driver.type("env.sh")
          driver.step(.enter)
          #expect(driver.view.rows.first?.first == "env.sh", "\(driver.view.rows)")
          driver.step(actions: "visibility")
          #expect(
            driver.view.labels.contains { $0.hasPrefix("Visibility:") && $0.contains("public") },
            "\(driver.view.labels)")
          driver.step(actions: "send")
          #expect(driver.prompt?.title == "A public gist with a secret in it")
          #expect(driver.server.store.requests.allSatisfy { $0.method == "GET" })
          driver.step(.escape)
        }
      },
      .cli: .check {
        try await CLI.with { cli, fixture in
          let file = try cli.write("env.sh", "GH_TOKEN=\(MatrixPaths.token)\n")
          let open = try fixture.api().create(
            NewGist(description: "o", files: ["a.txt": "a\n"], isPublic: true))
          // A public gist with a token, made with --allow-secrets, deleted: its copy is kept.
          let leaked = try cli.run("create", "-p", "--allow-secrets", file)
          let leakedID =
            leaked.stdout.split(separator: "/").last.map {
              $0.trimmingCharacters(in: .whitespacesAndNewlines)
            } ?? ""
          #expect(try cli.run("delete", "--yes", leakedID).status == 0)
          fixture.store.clearLog()

          #expect(try cli.run("create", "-p", file).status == 1)
          #expect(try cli.run("edit", open.id, "--add", file).status == 1)
          #expect(try cli.run("comments", open.id, "--add", "x \(MatrixPaths.token)").status == 1)
          let undelete = try cli.run("undelete", leakedID)
          #expect(undelete.status == 1, "\(undelete.stderr)")
          #expect(undelete.stderr.contains("--allow-secrets"), "\(undelete.stderr)")
          #expect(!MatrixPaths.sent(MatrixPaths.token, fixture))
        }
      },
      .sync: .check {
        try await CLI.with { cli, fixture in
          let (_, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: true)
          try "GH_TOKEN=\(MatrixPaths.token)\n".write(
            to: folder.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
          fixture.store.clearLog()
          let sync = try cli.run("sync", "--yes", folder.path)
          #expect(sync.status == 1, "\(sync.stderr)")
          #expect(sync.stderr.contains("holds a GitHub token"), "\(sync.stderr)")
          #expect(!MatrixPaths.sent(MatrixPaths.token, fixture))
        }
      },
      .watch: .check {
        try await CLI.with { cli, fixture in
          let (_, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: true)
          fixture.store.clearLog()
          let (_, said) = try LinkWatchCLITests.watchInAChild(cli, folder) { said in
            try? "GH_TOKEN=\(MatrixPaths.token)\n".write(
              to: folder.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
            #expect(said.wait(for: "holds a GitHub token"), "\(said.all)")
          }
          #expect(said.contains("still watching"), "\(said)")
          #expect(!MatrixPaths.sent(MatrixPaths.token, fixture))
        }
      },
      .mcp: .check {
        try await CLI.with { _, fixture in
          let open = try fixture.api().create(
            NewGist(description: "o", files: ["a.txt": "a\n"], isPublic: true))
          fixture.store.clearLog()
          let created = try MatrixPaths.agentCall(
            fixture, "create_gist",
            ["files": ["env.sh": "GH_TOKEN=\(MatrixPaths.token)\n"], "public": true])
          #expect(created.isError, "\(created.texts)")
          let edited = try MatrixPaths.agentCall(
            fixture, "edit_gist",
            ["id": open.id, "files": ["env.sh": "GH_TOKEN=\(MatrixPaths.token)\n"]])
          #expect(edited.isError, "\(edited.texts)")
          #expect(!MatrixPaths.sent(MatrixPaths.token, fixture))
        }
      },
      .outbox: outboxStopsSecrets,
    ])
}
