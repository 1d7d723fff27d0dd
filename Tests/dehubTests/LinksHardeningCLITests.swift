import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// Issue 58, the links store: what a hostile `links.json` names stays in its folder; one
/// writer at a time; empty, huge and special files; dehub's own leftovers.
@Suite struct LinksHardeningCLITests {
  /// S2: a hostile links.json deleted a file outside the linked folder and read another.
  @Test func aHostileLinksFileCannotReachOutsideTheFolder() async throws {
    try await CLI.with { cli, fixture in
      let (gist, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
      let victim = cli.home.appendingPathComponent("victim-del.txt")
      let secret = cli.home.appendingPathComponent("secret-read.txt")
      try "keep me\n".write(to: victim, atomically: true, encoding: .utf8)
      try "-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbg==\n".write(
        to: secret, atomically: true, encoding: .utf8)
      // The store names two files outside the folder, each with a baseline (a.txt's).
      let store = cli.home.appendingPathComponent("state/dehub/links.json")
      var json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: store)) as? [String: Any])
      var links = try #require(json["links"] as? [[String: Any]])
      var files = try #require(links[0]["files"] as? [[String: Any]])
      let baseline = try #require(files.first?["baseline"])
      files += [
        ["name": "../victim-del.txt", "baseline": baseline],
        ["name": "../secret-read.txt", "baseline": baseline],
      ]
      links[0]["files"] = files
      json["links"] = links
      try JSONSerialization.data(withJSONObject: json).write(to: store)
      fixture.store.clearLog()
      let sync = try cli.run("sync", "--yes", folder.path)
      #expect(sync.status == 0, "\(sync.stderr)")
      #expect(FileManager.default.fileExists(atPath: victim.path))
      #expect(!MatrixPaths.sent("OPENSSH", fixture))
      #expect(fixture.store.gist(id: gist.id)?.files.map(\.filename) == ["a.txt"])
    }
  }

  /// S4, S9: links saved at once were lost, and baselines went stale (false conflicts).
  /// 30 dehubs link at once; then, while 6 of the links are watched, all 30 are changed
  /// and synced at once.
  @Test func manyDehubsAtOnceLoseNoLinkAndNoBaseline() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let count = 30
      var folders: [URL] = []
      var gists: [Gist] = []
      for index in 0..<count {
        gists.append(
          try api.create(
            NewGist(description: "g\(index)", files: ["a.txt": "a\n"], isPublic: false)))
        let folder = cli.home.appendingPathComponent("links/\(index)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "a\n".write(
          to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        folders.append(folder)
      }
      let paths = folders.map(\.path)
      let ids = gists.map(\.id)
      let linked = try cli.runTogether((0..<count).map { ["link", paths[$0], ids[$0]] })
      #expect(
        linked.count == count && linked.allSatisfy { $0.status == 0 }, "\(linked.map(\.stderr))")
      let status = try cli.run("status")
      #expect(status.stdout.components(separatedBy: "a.txt").count == count + 1, "\(status.stdout)")
      let watchers = try (0..<6).map { index in
        let said = cli.home.appendingPathComponent("watch-\(index).err")
        let process = try TestProgram.start(
          [CLI.binary.path, "sync", "--watch", "--interval", "1", paths[index]],
          environment: cli.environment, error: .file(said.path))
        return (process, said)
      }
      let watching = { (said: URL) in (try? String(contentsOf: said, encoding: .utf8)) ?? "" }
      for (_, said) in watchers {
        let deadline = Date().addingTimeInterval(30)
        while !watching(said).contains("Ctrl-C stops") && Date() < deadline { usleep(20_000) }
        #expect(watching(said).contains("Ctrl-C stops"), "\(watching(said))")
      }
      // Every link changed here, then synced at once (the watched ones by their watch too):
      // every baseline moves.
      for folder in folders {
        try "a changed\n".write(
          to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
      }
      let synced = try cli.runTogether(paths.map { ["sync", "--yes", $0] })
      #expect(synced.allSatisfy { $0.status == 0 }, "\(synced.map(\.stderr))")
      for id in ids {
        #expect(fixture.store.rawContent(id: id, filename: "a.txt") == "a changed\n")
      }
      sleep(2)  // A step or two of each watch after the syncs.
      for (process, said) in watchers {
        process.send(SIGINT)
        #expect(process.wait() == 0, "\(watching(said))")
        #expect(!watching(said).contains("conflict"), "\(watching(said))")
      }
      let after = try cli.run("status")
      #expect(!after.stdout.contains("changed here"), "\(after.stdout)")
      #expect(!after.stdout.contains("conflict"), "\(after.stdout)")
    }
  }

  /// S13, S6, S5, S1, S7: an empty file, a huge one, a dead dehub's leftover, `.git` and a
  /// name with a newline from the server, a FIFO.
  @Test func emptyHugeSpecialAndLeftoverFiles() async throws {
    try await CLI.with { cli, fixture in
      let (gist, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
      try Data().write(to: folder.appendingPathComponent("__init__.py"))
      let huge = folder.appendingPathComponent("huge.bin")
      #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
      let handle = try FileHandle(forWritingTo: huge)
      try handle.truncate(atOffset: 11 << 20)
      try handle.close()
      let leftover = folder.appendingPathComponent(".dehub-999999999-0-a.txt")
      try "half\n".write(to: leftover, atomically: true, encoding: .utf8)
      #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
      _ = try fixture.api().update(
        id: gist.id,
        GistChanges(files: [
          ".git": .init(content: "gitdir: /x\n"), "b\nc.txt": .init(content: "b\n"),
        ]))
      try "a changed\n".write(
        to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
      let sync = try cli.run("sync", "--yes", folder.path)
      #expect(sync.status == 0, "\(sync.stderr)")
      #expect(sync.stderr.contains("skipped __init__.py: empty"), "\(sync.stderr)")
      #expect(sync.stderr.contains("skipped huge.bin"), "\(sync.stderr)")
      #expect(sync.stderr.components(separatedBy: "skipped pipe").count == 2, "\(sync.stderr)")
      #expect(!sync.stderr.contains("b\nc.txt"), "a name's newline is a placeholder")
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "a changed\n")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path))
      #expect(!FileManager.default.fileExists(atPath: leftover.path))
      // The empty file is never pushed, and does not hold up the others.
      let again = try cli.run("sync", "--yes", folder.path)
      #expect(again.status == 0, "\(again.stderr)")
    }
  }
}
