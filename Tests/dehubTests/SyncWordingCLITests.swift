import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// What a new-user review found in the words of `link`, `status` and `sync`: nested
/// brackets at a conflict, a prompt that did not say Enter was needed, a dry run of two
/// links that did not say which file was whose, skipped files said at every step, a copy
/// kept at a conflict pushed by the next sync, and a file not here yet called "changed".
@Suite struct SyncWordingCLITests {
  @Test func aDryRunOfTwoLinksIsGroupedByLinkAndSaidOnce() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try LinkCLITests.linked(cli, fixture, folder: true)
      let other = try fixture.api().create(
        NewGist(description: "code", files: ["x.py": "x = 1\n"], isPublic: false))
      let code = try cli.write("code/x.py", "x = 1\n")
      let link = try cli.run("link", code, other.id)
      #expect(link.status == 0, "\(link.stderr)")
      try "c mine\n".write(
        to: dir.appendingPathComponent("c.txt"), atomically: false, encoding: .utf8)
      try "x = 2\n".write(toFile: code, atomically: false, encoding: .utf8)
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)

      let dry = try cli.run("sync", "--dry-run")
      #expect(dry.status == 0, "\(dry.stderr)")
      let lines = dry.stdout.split(separator: "\n").map(String.init)
      let headings = ["\(dir.path)  gist \(gist.id)", "\(code)  gist \(other.id)"]
      /// The heading nearest above the line `line`.
      func heading(above line: String) -> String? {
        guard let index = lines.firstIndex(of: line) else { return nil }
        return lines[..<index].last { headings.contains($0) }
      }
      #expect(heading(above: "would push c.txt (changed here)") == headings[0], "\(dry.stdout)")
      #expect(heading(above: "would push x.py (changed here)") == headings[1], "\(dry.stdout)")
      #expect(
        dry.stderr.components(separatedBy: "Nothing was written or sent (--dry-run).").count
          == 2, "\(dry.stderr)")
      #expect(dry.stderr.hasSuffix("Nothing was written or sent (--dry-run).\n"))
      #expect(dry.stderr.components(separatedBy: "skipped sub: a folder").count == 2)
      #expect(fixture.patchBodies.isEmpty)
    }
  }

  @Test func aConflictIsWordedOnceAndTheCopyKeptIsNotSynced() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try LinkCLITests.linked(cli, fixture, folder: true)
      try LinkCLITests.apply(.both, to: gist, in: dir, fixture)
      var asking = cli
      asking.terminal = true
      let skipped = try asking.run("sync", dir.path, stdin: "s\n")
      #expect(skipped.status == 3)
      #expect(skipped.stdout.contains("conflict: b.txt (changed here and on GitHub)\n"))
      #expect(!skipped.stdout.contains("(conflict))"), "\(skipped.stdout)")
      // Issue 57, item 18: the diff says which side is GitHub's and which is here.
      let here = dir.appendingPathComponent("b.txt").path
      #expect(skipped.stdout.contains("--- a/b.txt\t(GitHub's)\n"), "\(skipped.stdout)")
      #expect(skipped.stdout.contains("+++ b/b.txt\t(here: \(here))\n"), "\(skipped.stdout)")
      #expect(skipped.stderr.contains("or [s]kip (a letter, then Enter)? "), "\(skipped.stderr)")

      let both = try asking.run("sync", dir.path, stdin: "b\n")
      #expect(both.status == 0, "\(both.stderr)")
      let copy = dir.appendingPathComponent("b.txt.mine")
      #expect(both.stderr.contains("Kept yours as \(copy.path), beside GitHub's; it is not synced"))
      #expect(try String(contentsOf: copy, encoding: .utf8) == "b changed here\n")

      // The next sync (as a watch's step) leaves the copy here, and says so once.
      fixture.store.clearLog()
      let next = try cli.run("sync", "--yes", dir.path)
      #expect(next.status == 0, "\(next.stderr)")
      #expect(fixture.patchBodies.isEmpty)
      #expect(fixture.store.gist(id: gist.id)?.file(named: "b.txt.mine") == nil)
      #expect(
        next.stderr.contains("skipped b.txt.mine: your copy kept at a conflict (not synced)"),
        "\(next.stderr)")
      let status = try cli.run("status", dir.path)
      #expect(LinkCLITests.status(of: "b.txt.mine", in: status.stdout) == nil, "\(status.stdout)")
      #expect(status.stdout.split(separator: "\n").first?.hasSuffix("in sync") == true)
    }
  }

  @Test func linkingAPathNotThereYetSaysTheFileIsOnlyOnGitHub() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "rust", files: ["r.rs": "fn main() {}\n"], isPublic: false))
      let path = cli.home.appendingPathComponent("lf/r.rs")
      let link = try cli.run("link", path.path, gist.id)
      #expect(link.status == 0, "\(link.stderr)")
      #expect(link.stderr.contains("(1 file): new on GitHub."), "\(link.stderr)")
      #expect(link.stderr.contains("Only on GitHub so far: r.rs; `dehub sync` writes it here."))
      #expect(!link.stderr.contains("changed on GitHub"))
      let status = try cli.run("status", path.path)
      #expect(status.stdout.hasPrefix("\(path.path)  gist \(gist.id)  new on GitHub\n"))
      #expect(LinkCLITests.status(of: "r.rs", in: status.stdout) == "new on GitHub")
      let sync = try cli.run("sync", "--yes", path.path)
      #expect(sync.status == 0, "\(sync.stderr)")
      #expect(try String(contentsOf: path, encoding: .utf8) == "fn main() {}\n")
    }
  }
}
