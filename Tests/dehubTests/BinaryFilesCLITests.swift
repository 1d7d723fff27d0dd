import Foundation
import GistServer
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

  /// Sync keeps text: a binary file on GitHub is left out and said, never written here as
  /// its base64.
  @Test func syncLeavesABinaryFileOutAndSaysSo() async throws {
    try await CLI.with { cli, _ in
      let paths = try Self.write(
        ["notes.txt": Data("notes\n".utf8), "picture.png": Self.png], in: cli)
      let id = Self.id(of: try cli.run("create", paths["notes.txt"]!, paths["picture.png"]!))
      let folder = cli.home.appendingPathComponent("linked")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let linked = try cli.run("link", folder.path, id)
      #expect(linked.status == 0, "\(linked.stderr)")
      let synced = try cli.run("sync", "--yes", folder.path)
      #expect(synced.status == 0, "\(synced.stderr)")
      #expect(
        (synced.stderr + linked.stderr).contains("binary on GitHub; sync keeps text"),
        "\(synced.stderr)")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(names.contains("notes.txt") && !names.contains("picture.png"), "\(names)")
    }
  }
}
