import Foundation
import GistServer
import GistValues
import Store
import TestSupport
import Testing

/// Issue 28, item 6: cache damage found after the open (`dd` over a few data pages) was
/// replaced with no word by `list` and `view`, and the `broken-*` files were never removed.
/// Now the damage is said once on stderr, and old damaged files are pruned.
@Suite struct CacheDamageCLITests {
  @Test func damageFoundByListOrViewIsSaidOnceAndOldCopiesArePruned() async throws {
    try await CLI.with(seed: { store in
      store.generate(count: 300, owner: ServerFixture.login)
    }) { cli, fixture in
      let folder = cli.home.appendingPathComponent("cache/dehub")
      let file = folder.appendingPathComponent(GistCache.fileName)
      let id = try #require(try fixture.api().gists(.mine, limit: 1).first?.id)
      #expect(try cli.run("list").status == 0)
      #expect(try cli.run("view", id).status == 0)
      for command in [["list"], ["view", id]] {
        try DamagedFile.damagePages(of: file)
        // A process: what was found along the way (the damage) is said as it ends.
        let run = try cli.runProcess(command)
        #expect(run.status == 0, "\(command): \(run.stderr)")
        let said = run.stderr.components(separatedBy: "The cache was unreadable").count - 1
        #expect(said == 1, "\(command): \(run.stderr)")
        #expect(run.stderr.contains("rebuilt"), "\(command): \(run.stderr)")
      }
      // Damaged copies older than a week are removed; the newest is kept to look at.
      let old = folder.appendingPathComponent("\(GistCache.fileName).broken-1000")
      try Data("old".utf8).write(to: old)
      #expect(try cli.run("cache", "info").status == 0)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(!names.contains(old.lastPathComponent), "\(names)")
      #expect(names.filter { $0.contains(".broken-") }.count <= 2, "\(names)")
      let info = try cli.run("cache", "info")
      #expect(info.stdout.contains("cache_limit_mb covers whole gists"), "\(info.stdout)")
    }
  }

  /// Whether this machine lets a test mount a folder read-only in a mount namespace of its
  /// own (root, as `scripts/test` runs): a read-only file system is the one way to make the
  /// cache unwritable for root, who may write any file, and nothing outside changes.
  static let canMountReadOnly: Bool = {
    let probe = try? TestProgram.start([
      "/usr/bin/unshare", "--mount", "sh", "-c", "mount --bind -o ro / / 2>/dev/null",
    ])
    return probe?.wait() == 0
  }()

  /// Issue 28: a cache that cannot be written (a read-only folder or file system) was used
  /// with no word, every write lost. Now a command says once that what it fetches is not kept.
  @Test(.enabled(if: canMountReadOnly)) func aReadOnlyCacheIsSaidOnce() async throws {
    try await CLI.with(seed: { store in
      store.generate(count: 150, owner: ServerFixture.login)
    }) { cli, fixture in
      #expect(try cli.run("list").status == 0, "the cache is made and filled")
      _ = try fixture.api().create(
        NewGist(description: "new since", files: ["n.txt": "n"], isPublic: false))
      let folder = cli.home.appendingPathComponent("cache/dehub")
      let run = try cli.run(
        executable: URL(fileURLWithPath: "/usr/bin/unshare"),
        [
          "--mount", "sh", "-c", "mount --bind -o ro \"$1\" \"$1\" && shift && exec \"$@\"",
          "sh", folder.path, CLI.binary.path, "list",
        ])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("new since"), "listed from the server")
      let said = run.stderr.components(separatedBy: "cannot be written (read-only)").count - 1
      #expect(said == 1, "\(run.stderr)")
      #expect(run.stderr.contains("will not be kept"), "\(run.stderr)")
    }
  }
}
