import Foundation
import GistServer
import GistValues
import Store
import TestSupport
import Testing

extension PromiseMatrix {
  /// An editor that saves `text` into the file it is given, then fails (exit 1: vim's
  /// `:cq` after `:w`, a crash after a save), written in `home`.
  static func failingEditor(home: URL, writing text: String) throws -> String {
    let script = home.appendingPathComponent("failing-editor-\(UUID().uuidString.prefix(6))")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try "#!/bin/sh\nprintf '%s' '\(text)' > \"$1\"\nexit 1\n".write(
      to: script, atomically: true, encoding: .utf8)
    return "sh \(script.path)"
  }

  /// docs/safety.md, "Your text": what the editor saved is kept whatever its end, and said.
  /// Before issue 49 an editor that exited non-zero after a save (the browser's, once it was
  /// freed from Ctrl-Z) was "failed; nothing was changed", and the saved file was dropped.
  static let whatTheEditorSavedIsKept = Promise(
    name: "what the editor saved is kept whatever its exit",
    cells: [
      .browser: .check {
        try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
          var environment = TmuxBrowser.environment(
            fixture, token: ServerFixture.token, home: home)
          environment["EDITOR"] = try failingEditor(home: home, writing: "saved before the end")
          let tmux = try TmuxSession(
            "\(CLI.binary.path) compose; echo EXIT=$?", environment: environment)
          defer { tmux.close() }
          func screen() -> String { tmux.capture().joined(separator: "\n") }
          #expect(tmux.wait(for: "New gist"), "\(screen())")
          tmux.send("a")
          #expect(tmux.wait(for: "New file name:"), "\(screen())")
          tmux.send("kept.txt", literal: true)
          tmux.send("Enter")
          #expect(tmux.wait(for: "what it saved is kept"), "\(screen())")
          #expect(tmux.wait(for: "1 line"), "\(screen())")
          tmux.send("q")
          #expect(tmux.wait(for: "EXIT="), "\(screen())")
          let drafts = DraftStore(folder: home.appendingPathComponent("state/dehub/drafts"))
          #expect(drafts.all().map(\.files) == [["kept.txt": "saved before the end"]])
        }
      },
      .cli: .check {
        try await CLI.with { cli, fixture in
          let gist = try fixture.api().create(
            NewGist(description: "e", files: ["a.txt": "one\n"], isPublic: false))
          var editing = cli
          editing.environment["DEHUB_EDITOR"] = try failingEditor(
            home: cli.home, writing: "two\n")
          let run = try editing.runWithTerminalInput("edit", gist.id)
          #expect(run.status == 0, "\(run.stderr)")
          #expect(run.stderr.contains("ended with exit 1; what it saved is kept"), "\(run.stderr)")
          #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "two\n")
        }
      },
      .sync: .check {
        try await CLI.with { cli, fixture in
          let (gist, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
          try "mine\n".write(
            to: folder.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
          _ = try fixture.api().update(
            id: gist.id, GistChanges(files: ["a.txt": .init(content: "theirs\n")]))
          var asking = cli
          asking.terminal = true
          asking.environment["DEHUB_EDITOR"] = try failingEditor(
            home: cli.home, writing: "merged\n")
          let sync = try asking.run("sync", folder.path, stdin: "e\ny\n")
          #expect(sync.stderr.contains("what it saved is kept"), "\(sync.stderr)")
          let here = try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8)
          #expect(here == "merged\n", "\(sync.stderr)")
        }
      },
      .watch: .notApplicable("`sync --watch` opens no editor: at a conflict it stops"),
      .mcp: .notApplicable("an agent's text comes in its call; no editor is opened"),
      .outbox: .notApplicable("no editor runs on the outbox's path: it sends what was written"),
    ])

  /// docs/safety.md, "Children on the terminal": Ctrl-Z in the editor gives the shell back
  /// and `fg` returns to it. Before issue 49 the browser's compose hung: vim stopped, dehub
  /// waited on, and the terminal was lost.
  static let theEditorGivesTheShellBack = Promise(
    name: "Ctrl-Z in the editor gives the shell back",
    cells: [
      .browser: .check {
        try await TmuxJourneys.EditorJobControlTmuxTests.run(.browser)
        try await TmuxJourneys.EditorJobControlTmuxTests.run(.new)
      },
      .cli: .check { try await TmuxJourneys.EditorJobControlTmuxTests.run(.edit) },
      .sync: .check { try await TmuxJourneys.EditorJobControlTmuxTests.run(.syncMerge) },
      .watch: .notApplicable("`sync --watch` opens no editor: at a conflict it stops"),
      .mcp: .notApplicable("`dehub mcp` has no terminal: its stdin and stdout are the agent's"),
      .outbox: .notApplicable("no editor runs on the outbox's path: it sends what was written"),
    ])
}
