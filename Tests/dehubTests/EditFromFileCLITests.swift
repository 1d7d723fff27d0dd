import Foundation
import GistServer
import GistValues
import Store
import TestSupport
import Testing

/// Issue 30: `dehub edit` for scripts, as the newest `gh gist edit` takes it. Without a
/// terminal and without a flag it is a usage error that says what to give (the editor is
/// not started); `edit ID FILE` and `edit ID -f NAME -` take a file's new content from a
/// file or stdin, and `--add -` reads stdin.
@Suite struct EditFromFileCLITests {
  @Test func noTerminalAndNoFlagIsAUsageError() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "d", files: ["a.txt": "a\n"], isPublic: false))
      var cli = cli
      let editor = try cli.write("editor.sh", "touch \"$HOME/editor-ran\"\n")
      cli.environment["DEHUB_EDITOR"] = "sh \(editor)"
      fixture.store.clearLog()
      let run = try cli.run("edit", gist.id)
      #expect(run.status == 2)
      #expect(run.stdout.isEmpty)
      for named in ["--add", "--remove", "--desc", "--filename NAME FILE", "`-`"] {
        #expect(run.stderr.contains(named), "\(named): \(run.stderr)")
      }
      #expect(
        !FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("editor-ran").path))
      #expect(fixture.store.requests.isEmpty)
    }
  }

  /// An unsent edit kept from before (the browser's, or a failed send) outlives a change
  /// made with flags: it is said, not silently left behind, and it stays kept.
  @Test func aKeptEditOfTheGistIsSaidAfterAChangeWithFlags() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "d", files: ["a.txt": "a\n"], isPublic: false))
      let drafts = DraftStore(folder: cli.home.appendingPathComponent("state/dehub/drafts"))
      try drafts.save(
        Draft(gistID: gist.id, description: "mine", files: ["a.txt": "b\n"], isPublic: false))
      let run = try cli.run("edit", gist.id, "--desc", "new")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(fixture.store.gist(id: gist.id)?.description == "new")
      #expect(run.stderr.contains("unsent edit of this gist"), "\(run.stderr)")
      #expect(run.stderr.contains("dehub edit \(gist.id)"))
      #expect(drafts.drafts(editing: gist.id).count == 1)
      // With none kept, nothing is said of drafts.
      let other = try fixture.api().create(
        NewGist(description: "o", files: ["a.txt": "a\n"], isPublic: false))
      #expect(!(try cli.run("edit", other.id, "--desc", "x").stderr.contains("unsent")))
    }
  }

  @Test func aFileOrStdinGivesAFilesNewContent() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let one = try api.create(NewGist(description: "1", files: ["a.txt": "a\n"], isPublic: false))
      let two = try api.create(
        NewGist(description: "2", files: ["a.txt": "a\n", "b.md": "# b\n"], isPublic: false))
      let local = try cli.write("new-a.txt", "new a\n")
      let named = try cli.write("dir/b.md", "# new b\n")
      fixture.store.clearLog()

      // The gist's only file, whatever FILE is called.
      let only = try cli.run("edit", one.id, local)
      #expect(only.status == 0, "\(only.stderr)")
      #expect(only.stdout.contains(one.id))
      #expect(fixture.store.rawContent(id: one.id, filename: "a.txt") == "new a\n")
      // The file of FILE's name, among several.
      #expect(try cli.run("edit", two.id, named).status == 0)
      #expect(fixture.store.rawContent(id: two.id, filename: "b.md") == "# new b\n")
      #expect(fixture.patchBodies.map { ($0["files"] as? [String: Any])?.count } == [1, 1])
      // Several files and no name to go by: say which.
      let unsure = try cli.run("edit", two.id, local)
      #expect(unsure.status == 2 && unsure.stderr.contains("--filename"), "\(unsure.stderr)")
      let unsureStdin = try cli.run("edit", two.id, "-", stdin: "x\n")
      #expect(unsureStdin.status == 2)
      // -f NAME - (cli/cli#9182), and `-` for the only file.
      let piped = try cli.run("edit", two.id, "-f", "a.txt", "-", stdin: "piped a\n")
      #expect(piped.status == 0, "\(piped.stderr)")
      #expect(fixture.store.rawContent(id: two.id, filename: "a.txt") == "piped a\n")
      #expect(try cli.run("edit", one.id, "-", stdin: "from stdin\n").status == 0)
      #expect(fixture.store.rawContent(id: one.id, filename: "a.txt") == "from stdin\n")
      let missing = try cli.run("edit", two.id, "-f", "nope.txt", local)
      #expect(missing.status == 1 && missing.stderr.contains("has no file \"nope.txt\""))
      // The same content again sends nothing.
      fixture.store.clearLog()
      let same = try cli.run("edit", one.id, "-", stdin: "from stdin\n")
      #expect(same.status == 0 && same.stderr.contains("Nothing changed"))
      #expect(fixture.patchBodies.isEmpty)
    }
  }

  @Test func addReadsStdinOrAFileUnderTheNameGiven() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "d", files: ["a.txt": "a\n"], isPublic: false))
      let run = try cli.run(
        "edit", gist.id, "--add", "-", "--filename", "from-stdin.sh", stdin: "echo hi\n")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(fixture.store.rawContent(id: gist.id, filename: "from-stdin.sh") == "echo hi\n")
      #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("-").path))
      #expect(try cli.run("edit", gist.id, "--add", "-", stdin: "x\n").status == 2)
      // gh's `--add NAME FILE`: a file named NAME holding FILE's text.
      let local = try cli.write("local.txt", "local text\n")
      #expect(try cli.run("edit", gist.id, "--add", "named.txt", local).status == 0)
      #expect(fixture.store.rawContent(id: gist.id, filename: "named.txt") == "local text\n")
    }
  }

  /// Issue 30: a successful edit said nothing. It says what changed, a line per file, on
  /// stderr; `--dry-run` prints the diff of what would be sent and sends nothing.
  @Test func anEditSaysWhatItSentAndDryRunSendsNothing() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(
          description: "d", files: ["main.py": "a\nb\nc\n", "old.txt": "x\ny\n"],
          isPublic: false))
      let local = try cli.write("main.py", "a\nB\nc\nd\n")
      fixture.store.clearLog()
      let dry = try cli.run("edit", gist.id, local, "--dry-run")
      #expect(dry.status == 0, "\(dry.stderr)")
      #expect(
        dry.stdout == """
          --- a/main.py
          +++ b/main.py
          @@ -1,3 +1,4 @@
           a
          -b
          +B
           c
          +d

          """)
      #expect(dry.stderr.contains("Nothing was sent"))
      #expect(fixture.patchBodies.isEmpty)
      #expect(fixture.store.rawContent(id: gist.id, filename: "main.py") == "a\nb\nc\n")

      let sent = try cli.run("edit", gist.id, local)
      #expect(sent.status == 0, "\(sent.stderr)")
      #expect(sent.stderr == "main.py +2 −1\n")
      #expect(sent.stdout.contains(gist.id))
      let added = try cli.write("new.sh", "echo\n")
      let both = try cli.run("edit", gist.id, "--add", added, "--remove", "old.txt")
      #expect(both.status == 0, "\(both.stderr)")
      #expect(both.stderr == "new.sh added +1\nold.txt removed −2\n")
    }
  }

  /// Issue 30: `edit ID -` whose PATCH failed lost what it read from stdin. Text read from
  /// stdin or a file is kept as a draft until GitHub has it, and the failure says where.
  @Test func aFailedSendKeepsTheTextAsADraftAndSaysWhere() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "d", files: ["a.txt": "a\n"], isPublic: false))
      let folder = cli.home.appendingPathComponent("state/dehub/drafts")
      fixture.store.inject(Fault(method: "PATCH", path: "/gists/\(gist.id)", kind: .status(502)))
      let local = try cli.write("local.txt", "from a file\n")
      let runs = [
        try cli.run("edit", gist.id, "-", stdin: "typed into stdin\n"),
        try cli.run("edit", gist.id, local),
        try cli.run("edit", gist.id, "--add", "-", "-f", "new.sh", stdin: "echo piped\n"),
      ]
      // Each run says which draft holds its text (drafts saved in one second share a time).
      let kept = DraftStore(folder: folder).all()
      #expect(kept.count == 3)
      let said = runs.map { run in
        kept.first { run.stderr.contains("kept as a draft (\(folder.path)/\($0.id).json)") }
      }
      for (run, draft) in zip(runs, said) {
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(draft?.gistID == gist.id && draft?.lastError != nil, "\(run.stderr)")
      }
      #expect(said.map { $0?.files["a.txt"] } == ["typed into stdin\n", "from a file\n", "a\n"])
      #expect(said.last??.files["new.sh"] == "echo piped\n")
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "a\n")
    }
  }
}
