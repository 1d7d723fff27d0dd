import Foundation
import GistServer
import GistWork
import ScreenLogic
import TestSupport
import Testing

/// Issue 34 from the shell: `dehub delete --yes ID...` and ids on stdin (`-`), paced a
/// second apart (the pauses are recorded, never waited), with a summary and exit 1 naming
/// what failed; `dehub undelete` lists the kept copies and makes one again.
@Suite struct BulkDeleteCLITests {
  static func deletes(_ fixture: ServerFixture) -> [String] {
    fixture.store.requests.filter { $0.method == "DELETE" }.map {
      String($0.path.dropFirst("/gists/".count))
    }
  }

  @Test func severalIdsGoOneAtATimeASecondApart() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      let run = try cli.run("delete", "--yes", "bulk01", "https://gist.github.com/bulk02")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(Self.deletes(fixture) == ["bulk01", "bulk02"])
      #expect(run.pauses == [BulkRun<String>.pace])
      #expect(run.stderr.contains("Deleted bulk02 (2 of 2)"))
      #expect(
        run.stderr.contains("Deleted 2 gists; dehub undelete makes them again for a week."))
      let uncached = try cli.run("delete", "--yes", "--no-cache", "bulk03", "bulk04")
      #expect(uncached.stderr.contains("Deleted 2 gists (no copies kept: no cache)."))
    }
  }

  @Test func idsOnStdinWithDash() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      let refused = try cli.run("delete", "-", stdin: "bulk01\n")
      #expect(refused.status == 2)
      #expect(
        refused.stderr.contains(
          "`-` reads the ids from stdin, where nothing can be asked: add --yes."))
      let run = try cli.run("delete", "--yes", "-", stdin: "bulk01\nbulk02\n\n  bulk03  \n")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(Self.deletes(fixture) == ["bulk01", "bulk02", "bulk03"])
      #expect(run.pauses == [1, 1])
      #expect(try cli.run("delete", "--yes", "-", stdin: "\n").status == 2)
    }
  }

  @Test func aFailureStopsSaysWhichWereDoneAndExits1() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      fixture.store.inject(
        Fault(method: "DELETE", path: "/gists/bulk03", kind: .status(500), times: 1))
      let run = try cli.run(["delete", "--yes"] + (1...5).map { "bulk0\($0)" })
      #expect(run.status == 1)
      #expect(Self.deletes(fixture) == ["bulk01", "bulk02", "bulk03"])
      #expect(run.stderr.contains("dehub: could not delete bulk03 (3 of 5): "), "\(run.stderr)")
      #expect(run.stderr.contains("Deleted: bulk01, bulk02. Not tried: bulk04, bulk05."))
      #expect(fixture.store.gist(id: "bulk03") != nil)
    }
  }

  /// A review: one gist deleted said nothing, with a copy kept or (`--no-cache`) none; a
  /// gist gone already stopped a run of several.
  @Test func oneDeleteSaysWhetherItCanBeUndoneAndAGoneGistDoesNotStopARun() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      let kept = try cli.run("delete", "--yes", "bulk01")
      #expect(kept.status == 0, "\(kept.stderr)")
      #expect(
        kept.stderr.contains("Deleted bulk01; `dehub undelete bulk01` makes it again for a week."))
      let lost = try cli.run("delete", "--yes", "--no-cache", "bulk02")
      #expect(
        lost.stderr.contains(
          "Deleted bulk02. No copy was kept (no cache), so it cannot be made again."))
      let run = try cli.run("delete", "--yes", "bulk01", "bulk03")
      #expect(run.status == 1)
      #expect(Self.deletes(fixture).last == "bulk03")
      #expect(fixture.store.gist(id: "bulk03") == nil)
      #expect(run.stderr.contains("Deleted 1 gist; dehub undelete makes it again for a week."))
      #expect(
        run.stderr.contains("dehub: No such gist (already deleted?): bulk01."), "\(run.stderr)")
    }
  }

  /// Done when 3 from the shell: `undelete` lists what can be made again and makes it, with
  /// the same files, description and visibility, saying what did not come back.
  @Test func undeleteListsAndMakesAGistAgain() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      #expect(try cli.run("undelete").stderr.contains("No gist deleted through dehub"))
      #expect(try cli.run("undelete", "--json").stdout == "[]\n")
      #expect(try cli.run("delete", "--yes", "bulk02", "bulk04").status == 0)
      let listed = try cli.run("undelete")
      #expect(listed.status == 0)
      let lines = listed.stdout.split(separator: "\n").map { $0.split(separator: "\t") }
      #expect(
        lines.map { $0.prefix(2).joined(separator: " ") } == ["bulk04 bulk 4", "bulk02 bulk 2"]
          || lines.map { $0.prefix(2).joined(separator: " ") } == [
            "bulk02 bulk 2", "bulk04 bulk 4",
          ])
      #expect(lines.allSatisfy { $0.last?.hasPrefix("deleted ") == true })
      let json = try cli.run("undelete", "--json")
      #expect(json.stdout.contains("\"public\":false"))

      let made = try cli.run("undelete", "bulk02")
      #expect(made.status == 0, "\(made.stderr)")
      let url = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      let id = try #require(url.split(separator: "/").last.map(String.init))
      #expect(id != "bulk02")
      let again = try #require(fixture.store.gist(id: id))
      #expect(again.description == "bulk 2")
      #expect(!again.isPublic)
      #expect(fixture.store.rawContent(id: id, filename: "b2.txt") == "text 2\n")
      #expect(made.stderr.contains("Made bulk02 again as \(id). \(GistBulkWording.notBack)"))
      #expect(try cli.run("undelete").stdout.hasPrefix("bulk04\t"))
      let twice = try cli.run("undelete", "bulk02")
      #expect(twice.status == 1 && twice.stderr.contains("No copy of gist bulk02 is kept"))
    }
  }
}
