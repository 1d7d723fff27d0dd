import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// Issue 33: local files and folders kept in step with gists, against the loopback server:
/// every case of the status table for a linked file and a linked folder of three files;
/// `sync` sends one PATCH of exactly the changed files, pulls with the mode kept, and writes
/// nothing for a conflict until a choice.
@Suite struct LinkCLITests {
  /// What a case does after the link is made, to the file `b.txt`.
  enum Change: String, CaseIterable, Sendable {
    case none, here, github, both, deletedHere, deletedOnGitHub

    var label: String {
      switch self {
      case .none: "in sync"
      case .here: "changed here"
      case .github: "changed on GitHub"
      case .both: "changed on both (conflict)"
      case .deletedHere: "deleted here"
      case .deletedOnGitHub: "deleted on GitHub"
      }
    }
  }

  static let files = ["a.txt": "a\n", "b.txt": "b\n", "c.txt": "c\n"]

  /// A gist of three files, and a folder (or the file `b.txt` alone) linked to it.
  static func linked(_ cli: CLI, _ fixture: ServerFixture, folder: Bool) throws -> (
    gist: Gist, path: URL
  ) {
    let gist = try fixture.api().create(
      NewGist(description: "linked", files: files, isPublic: false))
    let dir = cli.home.appendingPathComponent("notes")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, text) in files where folder || name == "b.txt" {
      try text.write(to: dir.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let path = folder ? dir : dir.appendingPathComponent("b.txt")
    let link = try cli.run(
      "link", path.path, folder ? gist.id : "\(gist.id):b.txt")
    #expect(link.status == 0, "\(link.stderr)")
    #expect(link.stderr.contains("in sync"), "\(link.stderr)")
    return (gist, path)
  }

  static func apply(_ change: Change, to gist: Gist, in dir: URL, _ fixture: ServerFixture)
    throws
  {
    let local = dir.appendingPathComponent("b.txt")
    if change == .here || change == .both {
      try "b changed here\n".write(to: local, atomically: false, encoding: .utf8)
    }
    if change == .github || change == .both {
      _ = try fixture.api().update(
        id: gist.id, GistChanges(files: ["b.txt": .init(content: "b changed on GitHub\n")]))
    }
    if change == .deletedHere { try FileManager.default.removeItem(at: local) }
    if change == .deletedOnGitHub {
      _ = try fixture.api().update(
        id: gist.id, GistChanges(files: ["b.txt": GistChanges.FileChange?.none]))
    }
  }

  /// The status `dehub status` gives file `name`.
  static func status(of name: String, in output: String) -> String? {
    output.split(separator: "\n").first { $0.hasSuffix("  \(name)") }
      .map { $0.dropLast(name.count).trimmingCharacters(in: .whitespaces) }
  }

  @Test(arguments: Change.allCases, [false, true])
  func theStatusTable(change: Change, folder: Bool) async throws {
    try await CLI.with { cli, fixture in
      let (gist, path) = try Self.linked(cli, fixture, folder: folder)
      let dir = folder ? path : path.deletingLastPathComponent()
      try Self.apply(change, to: gist, in: dir, fixture)
      let run = try cli.run("status", path.path)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(Self.status(of: "b.txt", in: run.stdout) == change.label, "\(run.stdout)")
      if folder {
        #expect(Self.status(of: "a.txt", in: run.stdout) == "in sync")
        #expect(Self.status(of: "c.txt", in: run.stdout) == "in sync")
      }
      // A file in the folder is found by its own path too.
      if folder, change != .deletedHere {
        let one = try cli.run("status", dir.appendingPathComponent("b.txt").path)
        #expect(one.stdout == run.stdout)
      }
    }
  }

  /// A deletion synced is said as a deletion, not as "pushed" or "pulled".
  @Test(arguments: [Change.deletedHere, .deletedOnGitHub])
  func aDeletionSyncedIsSaidAsOne(change: Change) async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try Self.linked(cli, fixture, folder: true)
      try Self.apply(change, to: gist, in: dir, fixture)
      let run = try cli.run("sync", "--yes", dir.path)
      #expect(run.status == 0, "\(run.stderr)")
      let said =
        change == .deletedHere
        ? "deleted b.txt from gist \(gist.id) (deleted here)"
        : "deleted \(dir.appendingPathComponent("b.txt").path) (deleted on GitHub)"
      #expect(run.stderr.contains(said), "\(run.stderr)")
      #expect(!run.stderr.contains("pushed") && !run.stderr.contains("pulled"), "\(run.stderr)")
      #expect(fixture.store.rawContent(id: gist.id, filename: "b.txt") == nil)
      #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.txt").path))
    }
  }

  @Test func syncSendsOnePatchOfExactlyTheChangedFilesAndPullsTheRest() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try Self.linked(cli, fixture, folder: true)
      try "a mine\n".write(
        to: dir.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
      try "d new\n".write(
        to: dir.appendingPathComponent("d.txt"), atomically: false, encoding: .utf8)
      let script = dir.appendingPathComponent("c.txt")
      chmod(script.path, 0o755)
      _ = try fixture.api().update(
        id: gist.id, GistChanges(files: ["c.txt": .init(content: "c theirs\n")]))
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
      fixture.store.clearLog()

      // Without a terminal and without --yes, nothing is written or sent.
      let refused = try cli.run("sync", dir.path)
      #expect(refused.status == 1)
      #expect(refused.stderr.contains("without --yes when stdin is not a terminal"))
      #expect(fixture.patchBodies.isEmpty)
      #expect(try String(contentsOf: script, encoding: .utf8) == "c\n")

      // --dry-run shows the diffs and changes nothing.
      let dry = try cli.run("sync", "--dry-run", dir.path)
      #expect(dry.status == 0, "\(dry.stderr)")
      #expect(dry.stdout.contains("would push a.txt") && dry.stdout.contains("+a mine"))
      #expect(dry.stdout.contains("would pull c.txt") && dry.stdout.contains("+c theirs"))
      #expect(dry.stderr.contains("skipped sub: a folder"))
      #expect(fixture.patchBodies.isEmpty)

      let run = try cli.run("sync", "--yes", dir.path)
      #expect(run.status == 0, "\(run.stderr)")
      let sent = fixture.patchBodies
      #expect(sent.count == 1)
      let files = sent.first?["files"] as? [String: Any]
      #expect(Set(files?.keys.map { $0 } ?? []) == ["a.txt", "d.txt"])
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "a mine\n")
      #expect(fixture.store.rawContent(id: gist.id, filename: "d.txt") == "d new\n")
      #expect(try String(contentsOf: script, encoding: .utf8) == "c theirs\n")
      let mode = try FileManager.default.attributesOfItem(atPath: script.path)[.posixPermissions]
      #expect(mode as? Int == 0o755)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      #expect(leftovers.sorted() == ["a.txt", "b.txt", "c.txt", "d.txt", "sub"])

      let after = try cli.run("status", dir.path)
      #expect(after.stdout.split(separator: "\n").first?.hasSuffix("in sync") == true)
      #expect(after.stdout.split(separator: "\n").count == 5, "\(after.stdout)")
    }
  }

  @Test func aConflictWritesNothingUntilAChoice() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try Self.linked(cli, fixture, folder: true)
      try Self.apply(.both, to: gist, in: dir, fixture)
      let local = dir.appendingPathComponent("b.txt")
      fixture.store.clearLog()
      let left = try cli.run("sync", "--yes", dir.path)
      #expect(left.status == 3, "\(left.stderr)")
      #expect(left.stderr.contains("1 conflict left"))
      #expect(try String(contentsOf: local, encoding: .utf8) == "b changed here\n")
      #expect(fixture.patchBodies.isEmpty)
      #expect(fixture.store.rawContent(id: gist.id, filename: "b.txt") == "b changed on GitHub\n")

      // On a terminal: skipping writes nothing either; then GitHub's is kept.
      var asking = cli
      asking.terminal = true
      let skipped = try asking.run("sync", dir.path, stdin: "s\n")
      #expect(skipped.status == 3)
      #expect(skipped.stdout.contains("-b changed on GitHub") || skipped.stdout.contains("+b"))
      #expect(try String(contentsOf: local, encoding: .utf8) == "b changed here\n")
      let both = try asking.run("sync", dir.path, stdin: "b\n")
      #expect(both.status == 0, "\(both.stderr)")
      #expect(try String(contentsOf: local, encoding: .utf8) == "b changed on GitHub\n")
      #expect(
        try String(contentsOf: dir.appendingPathComponent("b.txt.mine"), encoding: .utf8)
          == "b changed here\n")
      #expect(fixture.patchBodies.isEmpty)
    }
  }

  @Test func aConflictMergedInTheEditorIsPushed() async throws {
    try await CLI.with { cli, fixture in
      let (gist, path) = try Self.linked(cli, fixture, folder: false)
      try Self.apply(.both, to: gist, in: path.deletingLastPathComponent(), fixture)
      var asking = cli
      asking.terminal = true
      // The "editor" keeps both lines and drops the markers.
      let editor = try cli.write(
        "merge.sh", "grep -v '^[<=>]' \"$1\" > \"$1.m\"; mv \"$1.m\" \"$1\"\n")
      asking.environment["DEHUB_EDITOR"] = "sh \(editor)"
      let run = try asking.run("sync", path.path, stdin: "e\n")
      #expect(run.status == 0, "\(run.stderr)")
      let merged = "b changed here\nb changed on GitHub\n"
      #expect(try String(contentsOf: path, encoding: .utf8) == merged)
      #expect(fixture.store.rawContent(id: gist.id, filename: "b.txt") == merged)
      #expect(try cli.run("status", path.path).stdout.contains("in sync"))
    }
  }

  @Test func linkNewMakesTheGistAndSaysWhatIsSkipped() async throws {
    try await CLI.with { cli, fixture in
      let dir = cli.home.appendingPathComponent("new-notes")
      _ = try cli.write("new-notes/one.md", "# one\n")
      _ = try cli.write("new-notes/sub/two.md", "# two\n")
      let run = try cli.run("link", "--new", dir.path, "--desc", "My notes")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.contains("skipped sub: a folder (gists have no subfolders)"))
      let id = try #require(
        run.stdout.split(separator: "/").last.map { $0.trimmingCharacters(in: .newlines) })
      #expect(fixture.store.gist(id: id)?.files.map(\.filename) == ["one.md"])
      #expect(fixture.store.gist(id: id)?.description == "My notes")
      #expect(try cli.run("status", dir.path).stdout.contains("in sync"))
      let again = try cli.run("link", "--new", dir.path)
      #expect(again.status == 1 && again.stderr.contains("linked already"))
      // A public gist with a secret is refused.
      _ = try cli.write(
        "secret.env", "GITHUB_TOKEN=ghp_" + String(repeating: "a1B2", count: 9) + "\n")
      let secret = try cli.run(
        "link", "--new", "--public", cli.home.appendingPathComponent("secret.env").path)
      #expect(secret.status == 1, "\(secret.stderr)")
      #expect(secret.stderr.contains("must not hold secrets"))
      #expect(try cli.run("unlink", dir.path).status == 0)
      #expect(try cli.run("unlink", dir.path).status == 1)
    }
  }

  @Test func aPullOfANameFromTheServerStaysInTheFolder() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try Self.linked(cli, fixture, folder: true)
      let outside = cli.home.appendingPathComponent("outside.txt")
      try "outside\n".write(to: outside, atomically: false, encoding: .utf8)
      try FileManager.default.removeItem(at: dir.appendingPathComponent("a.txt"))
      try FileManager.default.createSymbolicLink(
        at: dir.appendingPathComponent("a.txt"), withDestinationURL: outside)
      _ = try fixture.api().update(
        id: gist.id, GistChanges(files: ["a.txt": .init(content: "a theirs\n")]))
      let run = try cli.run("sync", "--yes", dir.path)
      #expect(run.stderr.contains("skipped a.txt"), "\(run.stderr)")
      #expect(try String(contentsOf: outside, encoding: .utf8) == "outside\n")
    }
  }

  @Test func statusRevalidatesWithTheETagAndUsesTheCacheOffline() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try Self.linked(cli, fixture, folder: true)
      fixture.store.clearLog()
      let run = try cli.run("status", dir.path)
      #expect(run.status == 0, "\(run.stderr)")
      let asked = fixture.store.requests.filter { $0.path == "/gists/\(gist.id)" }
      #expect(asked.count == 1)
      #expect(asked.first?.headers["if-none-match"] != nil)
      #expect(asked.first?.status == 304)

      // A server that never answers: the request times out, as offline.
      fixture.store.inject(Fault(method: "GET", path: "/gists/\(gist.id)", kind: .stall))
      let offline = try cli.run("status", "--timeout", "1", dir.path)
      #expect(offline.status == 0, "\(offline.stderr)")
      #expect(offline.stderr.contains("offline: gist \(gist.id) from the cache"))
      #expect(Self.status(of: "b.txt", in: offline.stdout) == "in sync")
    }
  }
}
