import Foundation
import GistServer
import MCP
import TestSupport
import Testing

/// Issue 55, item 2: binary files (a PNG, 5 MB of random bytes) go into a gist through its
/// git repository after the API call that makes or finds it, and come back byte for byte
/// through `view --raw` and `export`; without git nothing is sent.
@Suite struct BinaryFilesCLITests {
  static let png = BinaryFixture.png(width: 4, height: 3)

  /// Writes `files` into the CLI's home; their paths.
  static func write(_ files: [String: Data], in cli: CLI) throws -> [String: String] {
    var paths: [String: String] = [:]
    for (name, data) in files {
      let url = cli.home.appendingPathComponent(name)
      try data.write(to: url)
      paths[name] = url.path
    }
    return paths
  }

  static func id(of run: CLI.Run) -> String {
    String(
      run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "/").last ?? "")
  }

  @Test func createViewAndExportKeepEveryByte() async throws {
    try await CLI.with { cli, fixture in
      let big = BinaryFixture.random(5 << 20)
      let paths = try Self.write(
        ["picture.png": Self.png, "blob.bin": big, "notes.txt": Data("about these\n".utf8)],
        in: cli)
      let created = try cli.run(
        "create", paths["notes.txt"]!, paths["picture.png"]!, paths["blob.bin"]!)
      #expect(created.status == 0, "\(created.stderr)")
      #expect(
        created.stderr.contains("Added picture.png (binary, \(Self.png.count) bytes) through git"))
      let id = Self.id(of: created)
      let gist = try #require(fixture.store.gist(id: id))
      #expect(Set(gist.files.map(\.filename)) == ["notes.txt", "picture.png", "blob.bin"])
      #expect(gist.files.first { $0.filename == "picture.png" }?.type == "image/png")

      for (name, bytes) in [("picture.png", Self.png), ("blob.bin", big)] {
        let raw = try cli.run("view", id, "--raw", "--file", name)
        #expect(raw.status == 0, "\(raw.stderr)")
        #expect(raw.stdoutBytes == bytes, "\(name)")
      }
      let folder = cli.home.appendingPathComponent("mirror")
      let exported = try cli.run("export", folder.path)
      #expect(exported.status == 0, "\(exported.stderr)")
      let written = folder.appendingPathComponent(id)
      #expect(try Data(contentsOf: written.appendingPathComponent("picture.png")) == Self.png)
      #expect(try Data(contentsOf: written.appendingPathComponent("blob.bin")) == big)
    }
  }

  @Test func aGistOfBinaryFilesAloneHasNoPlaceholderLeft() async throws {
    try await CLI.with { cli, fixture in
      let paths = try Self.write(["picture.png": Self.png], in: cli)
      let created = try cli.run("create", paths["picture.png"]!)
      #expect(created.status == 0, "\(created.stderr)")
      let gist = try #require(fixture.store.gist(id: Self.id(of: created)))
      #expect(gist.files.map(\.filename) == ["picture.png"])
      #expect(gist.history?.count == 2)
    }
  }

  @Test func editAddTakesABinaryFile() async throws {
    try await CLI.with { cli, fixture in
      let paths = try Self.write(
        ["notes.txt": Data("notes\n".utf8), "picture.png": Self.png], in: cli)
      let created = try cli.run("create", paths["notes.txt"]!)
      let id = Self.id(of: created)
      let dry = try cli.run("edit", id, "--add", paths["picture.png"]!, "--dry-run")
      #expect(dry.stderr.contains("Would add picture.png (binary) through git."), "\(dry.stderr)")
      #expect(fixture.store.gist(id: id)?.files.count == 1)
      let edited = try cli.run("edit", id, "--add", paths["picture.png"]!)
      #expect(edited.status == 0, "\(edited.stderr)")
      #expect(
        edited.stderr.contains("Added picture.png (binary, \(Self.png.count) bytes) through git"))
      let raw = try cli.run("view", id, "--raw", "--file", "picture.png")
      #expect(raw.stdoutBytes == Self.png)
    }
  }

  /// `dehub edit ID` opens the text files only: a binary file's base64 never reaches the
  /// editor (saved back, it would have replaced the image with text), and naming one says
  /// how to replace it.
  @Test func editInTheEditorLeavesABinaryFileAlone() async throws {
    try await CLI.with { cli, fixture in
      let paths = try Self.write(
        ["notes.txt": Data("notes\n".utf8), "picture.png": Self.png], in: cli)
      let id = Self.id(of: try cli.run("create", paths["notes.txt"]!, paths["picture.png"]!))
      var editing = cli
      let script = try cli.write(
        "editor.sh",
        """
        #!/bin/sh
        for file in "$@"; do echo "$file" >> "$HOME/opened"; echo more >> "$file"; done
        """)
      editing.environment["DEHUB_EDITOR"] = "sh \(script)"
      let run = try editing.runWithTerminalInput("edit", id)
      #expect(run.status == 0, "\(run.stderr)")
      let opened = try String(
        contentsOf: cli.home.appendingPathComponent("opened"), encoding: .utf8)
      #expect(opened.contains("notes.txt") && !opened.contains("picture.png"), "\(opened)")
      #expect(fixture.store.gist(id: id)?.file(named: "picture.png")?.bytes == Self.png)
      let named = try editing.runWithTerminalInput("edit", id, "--filename", "picture.png")
      #expect(named.status == 1)
      #expect(named.stderr.contains("\"picture.png\" is a binary file, not text to edit"))
    }
  }

  /// `mcp` names a binary file with its type and size and never gives its base64 as text.
  @Test func mcpNamesABinaryFileAndGivesNoBase64() async throws {
    let fixture = try await ServerFixture.start(seed: { _ in })
    let cli = try CLI(server: fixture)
    defer { cli.cleanUp() }
    let paths = try Self.write(
      ["notes.txt": Data("notes\n".utf8), "picture.png": Self.png], in: cli)
    let id = Self.id(of: try cli.run("create", paths["notes.txt"]!, paths["picture.png"]!))
    _ = try await onOwnThread { try cli.run("view", id) }.get()
    let endpoint = try await MCPClientTests.Endpoint(cli: cli)
    let (texts, failed) = try await endpoint.call("read_gist", ["id": .string(id)])
    #expect(!failed)
    let json = texts.last ?? ""
    #expect(json.contains("\"binary\":true") || json.contains("\"binary\" : true"), "\(json)")
    #expect(json.contains("notes\\n"), "\(json)")
    #expect(!json.contains(Self.png.base64EncodedString().prefix(40)), "\(json)")
    let (one, refused) = try await endpoint.call(
      "read_gist", ["id": .string(id), "file": .string("picture.png")])
    #expect(refused)
    #expect(one.first?.contains("picture.png in gist \(id) is a binary file (image/png") == true)
    _ = try await endpoint.stop()
    await fixture.server.stop()
  }

  /// On a terminal `view --raw` refuses a binary file's bytes and says how to put them in a
  /// file; `view` says the same command; a rename of a binary file goes through.
  @Test func rawBytesGoToAFileNotTheTerminalAndABinaryFileRenames() async throws {
    try await CLI.with { cli, fixture in
      let paths = try Self.write(
        ["notes.txt": Data("notes\n".utf8), "picture.png": Self.png], in: cli)
      let id = Self.id(of: try cli.run("create", paths["notes.txt"]!, paths["picture.png"]!))
      var terminal = cli
      terminal.stdoutTerminal = true
      let raw = try terminal.run("view", id, "--raw", "--file", "picture.png")
      #expect(raw.status == 1)
      #expect(raw.stdoutBytes.isEmpty)
      #expect(
        raw.stderr.contains(
          "picture.png is a binary file; its bytes go to a file, not the terminal: dehub view "
            + "\(id) --raw --file picture.png > picture.png"), "\(raw.stderr)")
      let shown = try terminal.run("view", id)
      #expect(shown.stdout.contains("--raw --file picture.png > FILE writes it"), "\(shown.stdout)")
      let renamed = try cli.run("rename", id, "picture.png", "logo.png")
      #expect(renamed.status == 0, "\(renamed.stderr)")
      #expect(fixture.store.gist(id: id)?.file(named: "logo.png")?.bytes == Self.png)
      #expect(fixture.store.gist(id: id)?.file(named: "picture.png") == nil)
    }
  }

  @Test func withoutGitNothingIsSent() async throws {
    try await CLI.with { cli, fixture in
      var cli = cli
      let empty = cli.home.appendingPathComponent("bin-without-git")
      try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
      cli.environment["PATH"] = empty.path
      let paths = try Self.write(
        ["picture.png": Self.png, "notes.txt": Data("notes\n".utf8)], in: cli)
      let before = fixture.store.gistCount
      let run = try cli.run("create", paths["notes.txt"]!, paths["picture.png"]!)
      #expect(run.status == 1)
      #expect(
        run.stderr.contains(
          "picture.png is a binary file, which GitHub takes only through git, and git is not "
            + "installed; nothing was sent."), "\(run.stderr)")
      #expect(fixture.store.gistCount == before)
    }
  }

  /// Sync takes binary files both ways: pulled byte for byte (a PNG and 5 MB of random
  /// bytes, the big one past what the API lists whole), changed here and pushed through git,
  /// then in sync; `link --new` makes a gist of a folder holding them.
  @Test func syncPullsAndPushesBinaryFilesByteForByte() async throws {
    try await CLI.with { cli, fixture in
      let big = BinaryFixture.random(5 << 20)
      let paths = try Self.write(
        ["notes.txt": Data("notes\n".utf8), "picture.png": Self.png, "blob.bin": big], in: cli)
      let id = Self.id(
        of: try cli.run(
          "create", paths["notes.txt"]!, paths["picture.png"]!, paths["blob.bin"]!))
      let folder = cli.home.appendingPathComponent("linked")
      #expect(try cli.run("link", folder.path, id).status == 0)
      let pulled = try cli.run("sync", "--yes", folder.path)
      #expect(pulled.status == 0, "\(pulled.stderr)")
      #expect(try Data(contentsOf: folder.appendingPathComponent("picture.png")) == Self.png)
      #expect(try Data(contentsOf: folder.appendingPathComponent("blob.bin")) == big)

      // Changed here, and a new binary file: pushed through git, text untouched.
      let wider = BinaryFixture.png(width: 9, height: 7)
      let extra = BinaryFixture.random(300_000)
      try wider.write(to: folder.appendingPathComponent("picture.png"))
      try extra.write(to: folder.appendingPathComponent("extra.bin"))
      let dry = try cli.run("sync", "--dry-run", folder.path)
      #expect(dry.stdout.contains("would push picture.png"), "\(dry.stdout)")
      #expect(dry.stdout.contains("Binary"), "\(dry.stdout)")
      fixture.store.clearLog()
      let pushed = try cli.run("sync", "--yes", folder.path)
      #expect(pushed.status == 0, "\(pushed.stderr)")
      #expect(pushed.stderr.contains("pushed picture.png to gist \(id)"), "\(pushed.stderr)")
      #expect(!fixture.store.requests.contains { $0.method == "PATCH" }, "text went as text")
      // (blob.bin, unchanged, came down byte for byte above.)
      for (name, bytes) in [("picture.png", wider), ("extra.bin", extra)] {
        let raw = try cli.run("view", id, "--raw", "--file", name)
        #expect(raw.stdoutBytes == bytes, "\(name)")
      }
      let again = try cli.run("sync", "--yes", folder.path)
      #expect(again.status == 0 && again.stderr.contains("in sync"), "\(again.stderr)")

      // A folder of binary files alone becomes a gist through `link --new`.
      let fresh = cli.home.appendingPathComponent("fresh")
      try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
      try Self.png.write(to: fresh.appendingPathComponent("only.png"))
      let made = try cli.run("link", "--new", fresh.path)
      #expect(made.status == 0, "\(made.stderr)")
      let newID = try #require(
        fixture.store.gistIDs.first {
          fixture.store.gist(id: $0)?.files.map(\.filename) == ["only.png"]
        })
      let raw = try cli.run("view", newID, "--raw", "--file", "only.png")
      #expect(raw.stdoutBytes == Self.png)
      let status = try cli.run("sync", "--yes", fresh.path)
      #expect(status.stderr.contains("in sync"), "\(status.stderr)")
    }
  }

  /// Without git a binary file here waits, said once, and text still syncs; GitHub's
  /// binary files still come down (the API carries their bytes).
  @Test func withoutGitSyncLeavesABinaryFileHereAndSaysWhy() async throws {
    try await CLI.with { cli, _ in
      let paths = try Self.write(
        ["notes.txt": Data("notes\n".utf8), "picture.png": Self.png], in: cli)
      let id = Self.id(of: try cli.run("create", paths["notes.txt"]!, paths["picture.png"]!))
      var offline = cli
      let empty = cli.home.appendingPathComponent("bin-without-git")
      try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
      offline.environment["PATH"] = empty.path
      let folder = cli.home.appendingPathComponent("linked")
      #expect(try offline.run("link", folder.path, id).status == 0)
      let pulled = try offline.run("sync", "--yes", folder.path)
      #expect(pulled.status == 0, "\(pulled.stderr)")
      #expect(try Data(contentsOf: folder.appendingPathComponent("picture.png")) == Self.png)
      try Data("more notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
      try BinaryFixture.png(width: 2, height: 2).write(
        to: folder.appendingPathComponent("picture.png"))
      let pushed = try offline.run("sync", "--yes", folder.path)
      #expect(pushed.status == 0, "\(pushed.stderr)")
      #expect(
        pushed.stderr.contains(
          "skipped picture.png: binary; GitHub takes binary files only through git, which is "
            + "not installed"), "\(pushed.stderr)")
      #expect(pushed.stderr.contains("pushed notes.txt"), "\(pushed.stderr)")
      let raw = try cli.run("view", id, "--raw", "--file", "picture.png")
      #expect(raw.stdoutBytes == Self.png)
    }
  }
}
