import Foundation
import GistServer
import MCP
import TestSupport
import Testing

/// Issue 55, item 1: a gist of 305 files, which GitHub's API lists 300 of (`truncated`),
/// reads whole through its git repository in `view --files`, `view`, `export` and `mcp`;
/// without git each says what is left out and how to get it, and none passes the part off
/// as the whole.
@Suite struct WideGistCLITests {
  static let id = "a1de915"

  static func seed(_ store: GistStore) {
    store.load(SeedFile(users: [], gists: [WideGist.gist(files: 305, owner: ServerFixture.login)]))
    // As on an Enterprise server in private mode, so git must be given the token.
    store.setGitReadsNeedToken(true)
  }

  /// `cli` with a PATH that holds no git.
  static func withoutGit(_ cli: CLI) throws -> CLI {
    var cli = cli
    let empty = cli.home.appendingPathComponent("bin-without-git")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    cli.environment["PATH"] = empty.path
    return cli
  }

  static func names(_ run: CLI.Run) -> [String] {
    run.stdout.split(separator: "\n").map(String.init)
  }

  @Test func viewListsAndShowsEveryFileThroughGit() async throws {
    try await CLI.with(seed: Self.seed) { cli, _ in
      let listed = try cli.run("view", Self.id, "--files")
      #expect(listed.status == 0, "\(listed.stderr)")
      #expect(Self.names(listed).count == 305)
      #expect(Self.names(listed).last == "file305.txt")
      let one = try cli.run("view", Self.id, "--file", "file303.txt", "--raw")
      #expect(one.status == 0, "\(one.stderr)")
      #expect(one.stdout == "This is file 303 of 305.\n")
      let all = try cli.run("view", Self.id)
      #expect(all.status == 0, "\(all.stderr)")
      // A list carries the API's 300 and says there are more.
      let listed300 = try cli.run("list")
      #expect(listed300.stdout.contains("\t300+ files\t"), "\(listed300.stdout)")
      #expect(all.stdout.contains("── file305.txt ──\nThis is file 305 of 305.\n"))
    }
  }

  @Test func withoutGitViewSaysWhatIsLeftOutAndFails() async throws {
    try await CLI.with(seed: Self.seed) { cli, fixture in
      let cli = try Self.withoutGit(cli)
      let sentence =
        "GitHub lists only 300 of this gist's files and the rest are not shown; dehub reads "
        + "them all through git, which is not installed or could not reach the gist "
        + "(or: git clone \(fixture.baseURL)/git/\(Self.id).git)."
      let listed = try cli.run("view", Self.id, "--files")
      #expect(listed.status == 1)
      #expect(Self.names(listed).count == 300)
      #expect(listed.stderr == "dehub: \(sentence)\n", "\(listed.stderr)")
      let raw = try cli.run("view", Self.id, "--raw")
      #expect(raw.status == 1)
      #expect(raw.stdout.isEmpty, "no part passed off as the whole")
      let missing = try cli.run("view", Self.id, "--file", "file303.txt")
      #expect(missing.status == 1)
      #expect(missing.stderr.contains("No file \"file303.txt\" is shown: GitHub lists only 300"))
      let shown = try cli.run("view", Self.id)
      #expect(shown.status == 1)
      #expect(shown.stdout.contains("── file300.txt ──"))
      #expect(shown.stderr.contains(sentence))
    }
  }

  @Test func exportWritesEveryFileAndWithoutGitSaysWhatIsLeftOut() async throws {
    try await CLI.with(seed: Self.seed) { cli, _ in
      let folder = cli.home.appendingPathComponent("mirror")
      let run = try cli.run("export", folder.path)
      #expect(run.status == 0, "\(run.stderr)")
      let written = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent(Self.id).path)
      #expect(written.filter { $0.hasSuffix(".txt") }.count == 305)

      let plain = try Self.withoutGit(cli)
      let other = cli.home.appendingPathComponent("mirror-without-git")
      let partial = try plain.run("export", other.path)
      #expect(partial.status == 1, "\(partial.stderr)")
      #expect(
        partial.stderr.contains("gist \(Self.id): GitHub lists only 300"), "\(partial.stderr)")
      let part = try FileManager.default.contentsOfDirectory(
        atPath: other.appendingPathComponent(Self.id).path)
      #expect(part.filter { $0.hasSuffix(".txt") }.count == 300)
    }
  }

  @Test func mcpReadsEveryFileAndWithoutGitSaysWhatIsLeftOut() async throws {
    for hasGit in [true, false] {
      let fixture = try await ServerFixture.start(seed: Self.seed)
      let home = try CLI(server: fixture)
      defer { home.cleanUp() }
      let cli = hasGit ? home : try Self.withoutGit(home)
      // `view` keeps the gist whole in the cache, which `mcp` reads from.
      _ = try await onOwnThread { try cli.run("view", Self.id, "--files") }.get()
      let endpoint = try await MCPClientTests.Endpoint(cli: cli)
      let (texts, failed) = try await endpoint.call("read_gist", ["id": .string(Self.id)])
      #expect(!failed)
      let head = texts.first ?? ""
      if hasGit {
        #expect(head.hasPrefix("Gist \(Self.id), 305 files"), "\(head)")
        #expect(!head.contains("GitHub lists only"))
      } else {
        #expect(head.hasPrefix("Gist \(Self.id), 300 files"), "\(head)")
        #expect(head.contains("GitHub lists only 300 of this gist's files"), "\(head)")
      }
      _ = try await endpoint.stop()
      await fixture.server.stop()
    }
  }

  @Test func syncPullsEveryFileAndWithoutGitSyncsNothing() async throws {
    try await CLI.with(seed: Self.seed) { cli, _ in
      let plain = try Self.withoutGit(cli)
      let partial = cli.home.appendingPathComponent("partial")
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      let refused = try plain.run("link", partial.path, Self.id)
      #expect(refused.status == 1)
      #expect(
        refused.stderr.contains("Nothing was synced: GitHub lists only 300"), "\(refused.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: partial.path).isEmpty)

      let folder = cli.home.appendingPathComponent("whole")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let linked = try cli.run("link", folder.path, Self.id)
      #expect(linked.status == 0, "\(linked.stderr)")
      let synced = try cli.run("sync", "--yes", folder.path)
      #expect(synced.status == 0, "\(synced.stderr)")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(names.filter { $0.hasSuffix(".txt") }.count == 305)
    }
  }
}
