import Foundation
import GistServer
import TestSupport
import Testing

/// What an installed dehub needs: nothing from its checkout but `dehub-server` beside it
/// (the demo and the default config built in), completions that load, `dehub doctor`, `gh`'s token when dehub has
/// none, and `demo --cast`. The release build, man page, `.deb` and `scripts/install` are
/// checked by `scripts/check-install`, which `scripts/test` runs.
@Suite struct InstallTests {
  static let root = ScenarioTests.root

  @Test func theBuiltInFilesAreInStepWithConfig() throws {
    let run = try TestProgram.run([
      "/usr/bin/env", "python3", Self.root.appendingPathComponent("scripts/embed").path, "--check",
    ])
    #expect(run.status == 0, "run scripts/embed after changing Config/: \(run.stdout)")
  }

  @Test func theDemoNeedsNothingFromTheCheckout() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let elsewhere = cli.home.appendingPathComponent("bin/dehub")
    try FileManager.default.createDirectory(
      at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Self.copyProgram(CLI.binary, to: elsewhere)
    let empty = cli.home.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let alone = try cli.run(executable: elsewhere, ["demo", "--headless"], in: empty)
    #expect(alone.status == 1)
    #expect(
      alone.stderr.contains("dehub-server, is not beside dehub"),
      "the demo's server is the program installed beside dehub: \(alone.stderr)")
    try Self.copyProgram(
      CLI.binary.deletingLastPathComponent().appendingPathComponent("dehub-server"),
      to: elsewhere.deletingLastPathComponent().appendingPathComponent("dehub-server"))
    let run = try cli.run(executable: elsewhere, ["demo", "--headless"], in: empty)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("── snapshot list-after "))
    _ = try cli.run(executable: elsewhere, ["list"], in: empty)
    let config = cli.home.appendingPathComponent("config/dehub/config.toml")
    #expect(
      (try? String(contentsOf: config, encoding: .utf8))?.contains("refresh_interval") == true,
      "the annotated default config is installed from the binary on first run")
    let text = (try? String(contentsOf: config, encoding: .utf8)) ?? ""
    #expect(!text.contains("not finished"), "defect 10: options are not 'unfinished features'")
    #expect(text.contains("relative_times = true"))
  }

  /// Copies a program with `cp`, in a process of its own: a copy written from this process
  /// holds the file open for writing while other tests' threads fork, and a child that
  /// inherits that descriptor (long-lived servers do) makes running the copy fail with
  /// "Text file busy" (ETXTBSY). This test failed so, now and then, under load.
  static func copyProgram(_ source: URL, to destination: URL) throws {
    let copy = try TestProgram.run(["/bin/cp", "-p", source.path, destination.path])
    #expect(copy.status == 0, "cp \(source.path) \(destination.path): \(copy.stderr)")
  }

  @Test func versionNamesTheCommit() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let run = try cli.run("--version")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("0.") && run.stdout.contains("(commit "), "\(run.stdout)")
  }

  @Test func bashCompletesTheSubcommands() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let script = try cli.run("--generate-completion-script", "bash")
    #expect(script.status == 0)
    let file = try cli.write("dehub.bash", script.stdout)
    let probe = try cli.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      [
        "-c",
        """
        source \(file)
        complete -p dehub
        COMP_WORDS=(dehub ""); COMP_CWORD=1; COMP_LINE="dehub "; COMP_POINT=6
        _dehub dehub "" dehub
        echo "WORDS: ${COMPREPLY[*]}"
        """,
      ])
    #expect(probe.status == 0, "\(probe.stderr)")
    #expect(probe.stdout.contains("-F _dehub dehub"), "\(probe.stdout)")
    let words = probe.stdout.components(separatedBy: "WORDS: ").last ?? ""
    for command in ["list", "view", "create", "edit", "delete", "demo", "doctor", "auth"] {
      #expect(words.split(separator: " ").contains(Substring(command)), "\(command) in \(words)")
    }
  }

  @Test func doctorPassesOnTheServerAndNamesWhatFails() async throws {
    try await ServerFixture.with { fixture in
      var cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      cli.environment["TERM"] = "xterm-256color"
      cli.environment["EDITOR"] = "sh"
      let good = try cli.run("doctor")
      #expect(good.status == 0, "\(good.stdout)")
      #expect(good.stdout.contains("✓ token      octocat"))
      // Git, which binary files and wide gists need: found, or a note saying what needs it.
      #expect(good.stdout.contains("✓ git"), "\(good.stdout)")
      var noGit = cli
      noGit.environment["PATH"] = "/nonexistent"
      #expect(try noGit.run("doctor").stdout.contains("not on PATH: binary files"))
      // Issue 57, item 21: SSL_CERT_FILE naming the system's own bundle is not said to be
      // where the certificates came from (the system's directory is read); a file of one's
      // own is.
      if FileManager.default.fileExists(atPath: "/etc/ssl/certs/ca-certificates.crt") {
        cli.environment["SSL_CERT_FILE"] = "/etc/ssl/certs/ca-certificates.crt"
        let system = try cli.run("doctor").stdout
        #expect(system.contains("SSL_CERT_FILE names the system's own bundle"), "\(system)")
        #expect(!system.contains("(from SSL_CERT_FILE)"), "\(system)")
      }
      let own = try cli.write("own-ca.pem", "not really a certificate\n")
      cli.environment["SSL_CERT_FILE"] = own
      #expect(try cli.run("doctor").stdout.contains("(from SSL_CERT_FILE)"))
      cli.environment["SSL_CERT_FILE"] = nil

      cli.environment["GH_ENTERPRISE_TOKEN"] = "wrong"
      let badToken = try cli.run("doctor")
      #expect(badToken.status == 1)
      #expect(badToken.stdout.contains("✗ token"), "\(badToken.stdout)")

      cli.environment["GH_ENTERPRISE_TOKEN"] = ServerFixture.token
      cli.environment["TERM"] = "dumb"
      let dumb = try cli.run("doctor")
      #expect(dumb.status == 1)
      #expect(dumb.stdout.contains("✗ terminal   TERM is dumb"), "\(dumb.stdout)")

      let closed = try ClosedPort()
      cli.environment["TERM"] = "xterm-256color"
      cli.environment["DEHUB_API_URL"] = "http://127.0.0.1:\(closed.port)"
      let unreachable = try cli.run("doctor")
      #expect(unreachable.status == 1)
      #expect(unreachable.stdout.contains("✗ api        Cannot connect"), "\(unreachable.stdout)")
    }
  }

  @Test func ghsTokenIsUsedWhenDehubHasNoneAndSaidOnce() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 2, owner: ServerFixture.login) }) {
      fixture in
      var cli = try CLI(server: fixture, token: nil)
      defer { cli.cleanUp() }
      let base = try #require(URL(string: fixture.baseURL))
      let host = base.host ?? ""
      let port = try #require(base.port)
      let bin = cli.home.appendingPathComponent("fake-bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let gh = bin.appendingPathComponent("gh")
      try ExecutableScript.write(
        """
        #!/bin/sh
        [ "$1 $2 $3 $4" = "auth token --hostname \(host):\(port)" ] && echo \(ServerFixture.token) && exit 0
        exit 1
        """, to: gh)
      cli.environment["PATH"] = bin.path + ":" + (cli.environment["PATH"] ?? "")

      let first = try cli.run("list")
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stdout.split(separator: "\n").count == 2)
      #expect(first.stderr.contains("using gh's token"))
      let second = try cli.run("list")
      #expect(second.status == 0 && !second.stderr.contains("using gh's token"), "said once")
      let status = try cli.run("auth", "status")
      #expect(
        status.stdout.contains("(gh auth token --hostname \(host):\(port))"), "\(status.stdout)")
      let tokenFile = cli.home.appendingPathComponent("config/dehub/hosts.json")
      #expect(!FileManager.default.fileExists(atPath: tokenFile.path), "never copied")
    }
  }

  /// Issue 28: invalid draft files were skipped with no word; a command now says on stderr,
  /// once, how many and where (and leaves them).
  @Test func unreadableDraftsAreSaidOnceOnStderr() async throws {
    try await CLI.with { cli, _ in
      let drafts = cli.home.appendingPathComponent("state/dehub/drafts")
      try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
      let broken = drafts.appendingPathComponent("broken.json")
      try Data("{ not json".utf8).write(to: broken)
      // A process: what was found along the way is said as it ends.
      let doctor = try cli.runProcess("doctor")
      let said = doctor.stderr.components(separatedBy: "Skipped 1 draft file").count - 1
      #expect(said == 1, "\(doctor.stderr)")
      #expect(doctor.stderr.contains(drafts.path), "\(doctor.stderr)")
      #expect(FileManager.default.fileExists(atPath: broken.path), "left there")
    }
  }

  /// Issue 28: a `gh` that hangs is stopped after 2 s, and `dehub doctor` says so.
  @Test func doctorSaysWhenGHTimedOut() async throws {
    try await ServerFixture.with { fixture in
      var cli = try CLI(server: fixture, token: nil)
      defer { cli.cleanUp() }
      let bin = cli.home.appendingPathComponent("fake-bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let pids = bin.appendingPathComponent("pids")
      defer { ExecutableScript.stopProcesses(listedIn: pids) }
      try ExecutableScript.write(
        "#!/bin/sh\necho $$ >> '\(pids.path)'\nexec sleep 30", to: bin.appendingPathComponent("gh"))
      cli.environment["PATH"] = bin.path + ":" + (cli.environment["PATH"] ?? "")
      // The fake gh sleeps 30 s; "gh timed out" is doctor stopping it (no clock is read).
      let doctor = try cli.run("doctor")
      #expect(doctor.status == 1)
      #expect(doctor.stdout.contains("✗ token"), "\(doctor.stdout)")
      #expect(doctor.stdout.contains("gh timed out"), "\(doctor.stdout)")
    }
  }

  @Test func theCastIsAnAsciicastThatEndsOnTheTourLastScreen() async throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let cast = cli.home.appendingPathComponent("tour.cast")
    // In-process: the hidden screen is curses, which the process has one of (the gate).
    let run = try await CursesGate.shared.run {
      try cli.run("demo", "--headless", "--speed", "0", "--cast", cast.path)
    }
    #expect(run.status == 0, "\(run.stderr)")
    let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")
    let first = try #require(lines.first)
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 100 && header["height"] as? Int == 30)
    var output = ""
    var last = 0.0
    for line in lines.dropFirst() {
      let event = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      let time = try #require(event.first as? Double)
      #expect(event.count == 3 && event[1] as? String == "o" && time >= last)
      last = time
      output += try #require(event[2] as? String)
    }
    #expect(lines.count > 10)

    // Replayed into a terminal of the same size, the cast ends on the tour's last screen.
    let replay = try cli.write("replay.out", output)
    let tmux = try TmuxSession("cat '\(replay)'", columns: 100, rows: 30)
    defer { tmux.close() }
    let snapshot = run.stdout.components(separatedBy: "── snapshot list-after ").last ?? ""
    let expected = snapshot.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .prefix(30).map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    #expect(expected.count == 30)
    let matched = tmux.wait { screen in
      screen.prefix(30).map {
        $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
      } == Array(expected)
    }
    #expect(matched, "the replay shows:\n\(tmux.capture().joined(separator: "\n"))")
  }
}
