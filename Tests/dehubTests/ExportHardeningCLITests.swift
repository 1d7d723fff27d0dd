import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 58, the high root cause: `export` wrote and deleted outside what it made. Export
/// now acts only on folders it made and marked, reads its state file as it reads a
/// server's answers, never removes a folder whole, and runs git only in a clone of its own,
/// hardened against a planted repository's config.
@Suite struct ExportHardeningCLITests {
  static func gist(_ id: String) -> @Sendable (GistStore) -> Void {
    { store in
      store.load(
        SeedFile(
          users: [SeedUser(login: "ada")],
          gists: [
            SeedGist(
              id: id, owner: ServerFixture.login, description: "hostile id", isPublic: true,
              files: ["main.c": "from the server\n"], hoursAgo: 1)
          ]))
    }
  }

  /// E1: a gist whose id is an existing subfolder of DIR overwrote its files.
  @Test func aFolderExportDidNotMakeIsNotWrittenIn() async throws {
    try await CLI.with(seed: Self.gist("src")) { cli, _ in
      let folder = cli.home.appendingPathComponent("project")
      let source = folder.appendingPathComponent("src")
      try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
      try "int main() {}\n".write(
        to: source.appendingPathComponent("main.c"), atomically: true, encoding: .utf8)
      let run = try cli.run("export", folder.path)
      #expect(run.status == 1)
      #expect(run.stderr.contains("is there already and export did not make it"), "\(run.stderr)")
      #expect(
        try String(contentsOf: source.appendingPathComponent("main.c"), encoding: .utf8)
          == "int main() {}\n")
    }
  }

  /// E2: with `--git` and an id naming an existing folder, the folder was removed whole.
  @Test func gitNeverRemovesAFolderItDidNotMake() async throws {
    try await CLI.with(seed: Self.gist("docs")) { cli, _ in
      let folder = cli.home.appendingPathComponent("project")
      let docs = folder.appendingPathComponent("docs")
      try FileManager.default.createDirectory(
        at: docs.appendingPathComponent("deep"), withIntermediateDirectories: true)
      try "thesis\n".write(
        to: docs.appendingPathComponent("thesis.tex"), atomically: true, encoding: .utf8)
      try "x\n".write(
        to: docs.appendingPathComponent("deep/x"), atomically: true, encoding: .utf8)
      let run = try cli.run("export", "--git", folder.path)
      #expect(run.status == 1)
      #expect(run.stderr.contains("export did not make it"), "\(run.stderr)")
      #expect(
        FileManager.default.fileExists(atPath: docs.appendingPathComponent("thesis.tex").path))
      #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("deep/x").path))
    }
  }

  /// E3: a hostile state file named folders and files outside DIR, which were removed.
  @Test func aHostileStateFileCannotPointOutside() async throws {
    try await CLI.with(seed: { $0.generate(count: 1, owner: ServerFixture.login) }) { cli, _ in
      let folder = cli.home.appendingPathComponent("a/b/mirror")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let victimFolder = cli.home.appendingPathComponent("a/victimdir")
      try FileManager.default.createDirectory(at: victimFolder, withIntermediateDirectories: true)
      let victimFile = cli.home.appendingPathComponent("victim2.txt")
      try "keep\n".write(to: victimFile, atomically: true, encoding: .utf8)
      for git in [false, true] {
        let state = """
          {"version":1,"git":\(git),"gists":{"../../victimdir":{"files":[]},\
          "ffff0000":{"files":["../../../victim2.txt","../../victimdir"]}}}
          """
        try state.write(
          to: folder.appendingPathComponent(".dehub-export.json"), atomically: true,
          encoding: .utf8)
        let run = try cli.run(["export"] + (git ? ["--git"] : []) + [folder.path])
        #expect(run.stderr.contains("left out"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: victimFolder.path))
        #expect(FileManager.default.fileExists(atPath: victimFile.path))
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
    }
  }

  /// E4: a planted `.git` (an ssh command, a hook) with a state entry: `export --git` ran
  /// `git pull` there, and the planted command ran.
  @Test func aPlantedRepositoryRunsNothing() async throws {
    try await CLI.with(seed: { $0.generate(count: 1, owner: ServerFixture.login) }) {
      cli, fixture in
      let id = try fixture.api().gists(.mine, limit: 1)[0].id
      let folder = cli.home.appendingPathComponent("mirror")
      let planted = folder.appendingPathComponent(id)
      let pwned = cli.home.appendingPathComponent("PWNED")
      try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
      _ = try TestProgram.run(["/usr/bin/git", "init", "--quiet", planted.path])
      let config = planted.appendingPathComponent(".git/config")
      let original = try String(contentsOf: config, encoding: .utf8)
      try
        (original + """
          [core]
          \tsshCommand = touch \(pwned.path)
          \tfsmonitor = touch \(pwned.path)
          [remote "origin"]
          \turl = ssh://attacker.invalid/x.git
          """).write(to: config, atomically: true, encoding: .utf8)
      let hook = planted.appendingPathComponent(".git/hooks/post-merge")
      try "#!/bin/sh\ntouch '\(pwned.path)'\n".write(to: hook, atomically: true, encoding: .utf8)
      chmod(hook.path, 0o755)
      try "{\"version\":1,\"git\":true,\"gists\":{\"\(id)\":{\"files\":[]}}}".write(
        to: folder.appendingPathComponent(".dehub-export.json"), atomically: true,
        encoding: .utf8)
      _ = try cli.run("export", "--git", folder.path)
      #expect(!FileManager.default.fileExists(atPath: pwned.path), "a planted command ran")
    }
  }
}

/// E7: a write that fails part way (a full disk, here a file-size limit: `ulimit -f`) left
/// an empty folder for every gist after it and did not say which gists failed.
@Suite struct ExportWriteFailureCLITests {
  @Test func aFailedWriteNamesItsGistAndLeavesNoEmptyFolder() async throws {
    let big = String(repeating: "0123456789abcdef\n", count: 2_000)
    try await CLI.with(seed: { store in
      store.load(
        SeedFile(
          users: [],
          gists: [
            SeedGist(
              id: "b16b16", owner: ServerFixture.login, description: "big", isPublic: false,
              files: ["big.txt": big], hoursAgo: 1),
            SeedGist(
              id: "5ma115", owner: ServerFixture.login, description: "small", isPublic: false,
              files: ["small.txt": "small\n"], hoursAgo: 2),
          ]))
    }) { cli, _ in
      let folder = cli.home.appendingPathComponent("export")
      var shell = cli
      shell.environment["D"] = CLI.binary.path
      shell.environment["DIR"] = folder.path
      // 24 blocks of 512 bytes: the small gist fits, the big one's 34 KB does not. SIGXFSZ
      // is ignored, so the write fails (EFBIG) rather than the process dying.
      let run = try shell.run(
        executable: URL(fileURLWithPath: "/bin/sh"),
        ["-c", "trap '' XFSZ; ulimit -f 24; exec \"$D\" export --no-cache \"$DIR\""])
      #expect(run.status == 1, "\(run.stderr)")
      #expect(run.stderr.contains("gist b16b16:"), "\(run.stderr)")
      #expect(!run.stderr.contains("gist 5ma115:"), "\(run.stderr)")
      let made = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(!made.contains("b16b16"), "\(made)")
      #expect(
        try String(contentsOf: folder.appendingPathComponent("5ma115/small.txt"), encoding: .utf8)
          == "small\n")
    }
  }
}
