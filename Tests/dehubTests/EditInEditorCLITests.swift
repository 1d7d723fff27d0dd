import Foundation
import GistServer
import GistValues
import Store
import TestSupport
import Testing

/// `dehub edit ID` with no flags: the files in a (scripted) editor, one PATCH of what
/// changed, a draft kept until GitHub confirms, and no overwriting of a gist changed since.
@Suite struct EditInEditorCLITests {
  /// A scripted editor: appends `line` to every file whose name ends in `suffix`, after
  /// running `before` (a shell line); the command to set as the editor.
  func editor(_ cli: CLI, appending line: String, to suffix: String, before: String = "")
    throws -> String
  {
    let script = try cli.write(
      "editor-\(UUID()).sh",
      """
      #!/bin/sh
      \(before)
      for file in "$@"; do
        echo "$file" >> "$HOME/opened"
        case "$file" in *\(suffix)) echo '\(line)' >> "$file" ;; esac
      done
      """)
    // Run through `sh` rather than exec'd: a script written a moment ago may still be open
    // for writing in a child another test thread is forking ("Text file busy").
    return "sh \(script)"
  }

  func patches(_ fixture: ServerFixture) -> [GistStore.LoggedRequest] {
    fixture.store.requests.filter { $0.method == "PATCH" }
  }

  func drafts(_ cli: CLI) -> [String] {
    let folder = cli.home.appendingPathComponent("state/dehub/drafts")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }
  }

  @Test func sendsOnePatchOfOnlyTheChangedFile() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(
          description: "two", files: ["a.txt": "alpha\n", "b.md": "# beta\n"], isPublic: false))
      var cli = cli
      cli.environment["DEHUB_EDITOR"] = try editor(cli, appending: "more", to: "a.txt")
      fixture.store.clearLog()
      let run = try cli.runWithTerminalInput("edit", gist.id)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains(gist.id))
      // Both files were opened, in one run of the editor, under their own names.
      let opened = try String(
        contentsOf: cli.home.appendingPathComponent("opened"), encoding: .utf8)
      #expect(
        opened.split(separator: "\n").map { ($0 as Substring).split(separator: "/").last } == [
          "a.txt", "b.md",
        ])
      let sent = patches(fixture)
      #expect(sent.count == 1)
      let body =
        try JSONSerialization.jsonObject(with: try #require(sent.first?.requestBody))
        as? [String: Any]
      #expect((body?["files"] as? [String: Any]).map { Array($0.keys) } == ["a.txt"])
      #expect(body?["description"] == nil)
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "alpha\nmore\n")
      #expect(fixture.store.rawContent(id: gist.id, filename: "b.md") == "# beta\n")
      #expect(drafts(cli).isEmpty)

      // --filename opens only that file; an editor that changes nothing sends nothing.
      try? FileManager.default.removeItem(at: cli.home.appendingPathComponent("opened"))
      cli.environment["DEHUB_EDITOR"] = try editor(cli, appending: "x", to: "nothing")
      fixture.store.clearLog()
      let same = try cli.runWithTerminalInput("edit", gist.id, "--filename", "b.md")
      #expect(same.status == 0 && same.stderr.contains("Nothing changed"), "\(same.stderr)")
      #expect(patches(fixture).isEmpty)
      let openedOne = try String(
        contentsOf: cli.home.appendingPathComponent("opened"), encoding: .utf8)
      #expect(openedOne.hasSuffix("/b.md\n") && openedOne.split(separator: "\n").count == 1)
      #expect(try cli.runWithTerminalInput("edit", gist.id, "--filename", "nope.txt").status == 1)
      // A failing editor changes nothing and says so.
      cli.environment["DEHUB_EDITOR"] = "false"
      let failed = try cli.runWithTerminalInput("edit", gist.id)
      #expect(failed.status == 1 && failed.stderr.contains("failed (exit 1)"))
      #expect(patches(fixture).isEmpty)
    }
  }

  @Test func aGistChangedMeanwhileIsNotOverwrittenAndTheDraftIsKept() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "one", files: ["a.txt": "alpha\n"], isPublic: false))
      var cli = cli
      // While "the editor" is open, the gist is changed elsewhere (another dehub).
      cli.environment["DEHUB_EDITOR"] = try editor(
        cli, appending: "mine", to: "a.txt",
        before: "'\(CLI.binary.path)' edit \(gist.id) --desc 'changed elsewhere' >/dev/null")
      let run = try cli.runWithTerminalInput("edit", gist.id)
      #expect(run.status == 1)
      #expect(run.stderr.contains("changed on GitHub since you opened it"))
      #expect(run.stderr.contains("--force"))
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "alpha\n")
      #expect(fixture.store.gist(id: gist.id)?.description == "changed elsewhere")
      #expect(drafts(cli).count == 1)

      // Again with --force: the kept text opens (the editor adds nothing) and is sent over.
      cli.environment["DEHUB_EDITOR"] = "true"
      fixture.store.clearLog()
      let forced = try cli.runWithTerminalInput("edit", gist.id, "--force")
      #expect(forced.status == 0, "\(forced.stderr)")
      #expect(forced.stderr.contains("opening your unsent edit"))
      #expect(patches(fixture).count == 1)
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "alpha\nmine\n")
      // The description the other edit set stays: only the file was sent.
      #expect(fixture.store.gist(id: gist.id)?.description == "changed elsewhere")
      #expect(drafts(cli).isEmpty)
    }
  }

  @Test func aNetworkFaultKeepsTheDraft() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "one", files: ["a.txt": "alpha\n"], isPublic: false))
      var cli = cli
      cli.environment["DEHUB_EDITOR"] = try editor(cli, appending: "kept", to: "a.txt")
      fixture.store.inject(Fault(method: "PATCH", path: "/gists/\(gist.id)", kind: .status(502)))
      let run = try cli.runWithTerminalInput("edit", gist.id)
      #expect(run.status == 1)
      #expect(run.stderr.contains("kept as a draft") && run.stderr.contains("tries again"))
      let saved = drafts(cli)
      #expect(saved.count == 1)
      let text = try String(
        contentsOf: cli.home.appendingPathComponent("state/dehub/drafts/\(saved[0])"),
        encoding: .utf8)
      #expect(text.contains("alpha\\nkept\\n"))
    }
  }

  /// A review: a token refused at the send was exit 1 with the generic sentence. It is
  /// exit 4, with the advice for where the token came from, and the edit is kept.
  @Test func aRefusedTokenAtTheSendIsExitFourAndKeepsTheDraft() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "one", files: ["a.txt": "alpha\n"], isPublic: false))
      var cli = cli
      cli.environment["DEHUB_EDITOR"] = try editor(cli, appending: "kept", to: "a.txt")
      fixture.store.inject(Fault(method: "PATCH", path: "/gists/\(gist.id)", kind: .status(401)))
      let run = try cli.runWithTerminalInput("edit", gist.id)
      #expect(run.status == 4, "\(run.stderr)")
      #expect(run.stderr.contains("kept as a draft"), "\(run.stderr)")
      #expect(drafts(cli).count == 1)
    }
  }

  /// Issue 30: a kept edit written against another host was opened, and sent, here. It is
  /// left alone and said; the editor opens the gist as it is.
  @Test func aDraftOfAnotherHostIsNotSentHere() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "one", files: ["a.txt": "alpha\n"], isPublic: false))
      var cli = cli
      let folder = cli.home.appendingPathComponent("state/dehub/drafts")
      var foreign = DraftChanges.draft(editing: gist)
      foreign.files["a.txt"] = "written on host A\n"
      try DraftStore(
        folder: folder, account: DraftAccount(host: "https://ghe.example.com/api/v3", login: "a")
      ).save(foreign)
      cli.environment["DEHUB_EDITOR"] = try editor(cli, appending: "here", to: "a.txt")
      let run = try cli.runWithTerminalInput("edit", gist.id)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.contains("written for a at ghe.example.com/api/v3"), "\(run.stderr)")
      #expect(run.stderr.contains("not sent here"))
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "alpha\nhere\n")
      #expect(DraftStore(folder: folder).all().map(\.id) == [foreign.id])
    }
  }

  /// Issue 28, item 4: `dehub edit` told to end (SIGTERM, SIGHUP) while the editor ran
  /// exited at once with no draft. The signal is held until the editor returns; what the
  /// user saved is kept as a draft, and dehub ends with 128+signal.
  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalWhileTheEditorRunsKeepsTheEditAsADraft(signal: Int32) async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "one", files: ["a.txt": "alpha\n"], isPublic: false))
      var cli = cli
      // The editor saves, then dehub (found up its parents by name, never anything else)
      // is told to end, and the editor takes a moment to close.
      let name = signal == SIGTERM ? "TERM" : "HUP"
      let script = try cli.write(
        "editor-\(UUID()).sh",
        """
        #!/bin/sh
        trap '' \(name)
        echo 'saved before the signal' >> "$1"
        p=$PPID
        for i in 1 2 3; do
          [ "$(cat /proc/$p/comm)" = dehub ] && break
          p=$(awk '{print $4}' /proc/$p/stat)
        done
        [ "$(cat /proc/$p/comm)" = dehub ] && kill -\(name) $p
        sleep 0.3
        """)
      cli.environment["DEHUB_EDITOR"] = "sh \(script)"
      let run = try cli.runWithTerminalInput("edit", gist.id)
      #expect(run.status == 128 + signal, "\(run.stderr)")
      #expect(run.stderr.contains("while the editor ran; nothing was sent"), "\(run.stderr)")
      #expect(run.stderr.contains("kept as a draft"), "\(run.stderr)")
      #expect(patches(fixture).isEmpty)
      let saved = drafts(cli)
      #expect(saved.count == 1)
      let text = try String(
        contentsOf: cli.home.appendingPathComponent("state/dehub/drafts/\(saved.first ?? "")"),
        encoding: .utf8)
      #expect(text.contains("alpha\\nsaved before the signal\\n"))
    }
  }
}
