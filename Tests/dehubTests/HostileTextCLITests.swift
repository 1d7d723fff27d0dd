import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// Issue 19, item 2: server text never reaches a terminal raw through the scripting
/// commands (an error's message, a login, file names, a gist's URL, the id column), and
/// `--raw` and `--json` stay exact.
@Suite struct HostileTextCLITests {
  static let hostile = Fault.hostileText
  static let mallory = "mallory" + hostile
  static let malloryToken = "mallory-token-0123456789"
  static let hostileID = "0badc0de" + hostile
  /// A gist with a plain id (one a user can type) and hostile text inside.
  static let plainID = "aa11bb22cc33dd44"

  /// Whether `text` holds anything that drives a terminal: ESC, BEL, a C1 control.
  static func drivesTerminal(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value)
    }
  }

  /// `text` without the colours dehub itself adds on a terminal (SGR: ESC [ digits m).
  static func withoutColours(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  static func seed(_ store: GistStore) {
    store.addUser(mallory, token: malloryToken)
    store.load(
      SeedFile(
        users: [],
        gists: [
          SeedGist(
            id: hostileID, owner: ServerFixture.login, description: "evil" + hostile,
            isPublic: true, files: ["evil.txt": "evil\n"]),
          SeedGist(
            id: plainID, owner: ServerFixture.login, description: "plain id" + hostile,
            isPublic: true, files: ["x\(hostile).txt": "body\(hostile)\n"]),
        ]
          + (1...3).map {
            SeedGist(
              owner: ServerFixture.login, description: "after \($0)", isPublic: true,
              files: ["f\($0).txt": "\($0)\n"])
          }))
  }

  @Test func anErrorsMessageIsShownSafely() async throws {
    try await ServerFixture.with(seed: { store in
      store.inject(Fault(method: "POST", path: "/gists", kind: .hostileError(422)))
    }) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let run = try cli.run(["create", "-"], stdin: "text\n")
      #expect(run.status == 1)
      #expect(!Self.drivesTerminal(run.stderr), "\(run.stderr.debugDescription)")
      #expect(run.stderr.contains("Validation Failed␛]0;pwned␇"), "\(run.stderr)")
    }
  }

  @Test func aLoginAndAGistURLAreShownSafelyOnATerminal() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      var cli = try CLI(server: fixture)
      cli.environment["GH_ENTERPRISE_TOKEN"] = Self.malloryToken
      defer { cli.cleanUp() }
      let status = try cli.runOnTerminal(["auth", "status"])
      #expect(status.status == 0, "\(status.stderr)")
      #expect(!Self.drivesTerminal(status.stdout), "\(status.stdout.debugDescription)")
      #expect(status.stdout.contains("account mallory␛]0;pwned␇"), "\(status.stdout)")
      // `create` prints the new gist's URL, which holds the owner's login.
      let file = try cli.write("note.txt", "hello\n")
      let created = try cli.runOnTerminal(["create", file])
      #expect(created.status == 0, "\(created.stderr)")
      #expect(!Self.drivesTerminal(created.stdout), "\(created.stdout.debugDescription)")
      // That URL holds control characters: it is no web page dehub prints, opens or copies
      // (issue 28, item 2); the new gist's id stands for it.
      let printed = created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(GistLink.isIdentifier(printed), "\(created.stdout)")
    }
  }

  @Test func theListsIDColumnIsNeverCutInsideASequence() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let run = try cli.runOnTerminal(["list"], columns: 100)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(!Self.drivesTerminal(run.stdout), "\(run.stdout.debugDescription)")
      // Every row arrived, the ones after the hostile one included.
      for index in 1...3 { #expect(run.stdout.contains("after \(index)"), "\(run.stdout)") }
      // The gist whose id is no identifier is left out (issue 28, item 1); the one with a
      // plain id and hostile text shows it as placeholders.
      #expect(!run.stdout.contains("evil"), "\(run.stdout)")
      #expect(run.stdout.contains("plain id␛]0;pwned"), "\(run.stdout)")
      // Into a pipe, a list whose text would drive a terminal is refused whole (issue 53).
      let piped = try cli.run("list")
      #expect(piped.status == 1 && piped.stdout.isEmpty, "\(piped.stdout.debugDescription)")
      #expect(piped.stderr.contains("--allow-escape-sequences"), "\(piped.stderr)")
    }
  }

  @Test func aFileNameInAnErrorIsShownSafely() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let run = try cli.run("view", Self.plainID, "--file", "missing.txt")
      #expect(run.status == 1)
      #expect(!Self.drivesTerminal(run.stderr), "\(run.stderr.debugDescription)")
      #expect(run.stderr.contains("x␛]0;pwned␇"), "\(run.stderr)")
    }
  }

  @Test func viewIsSafeOnATerminalAndExactWithRawAndJSON() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let id = Self.plainID
      let shown = try cli.runOnTerminal(["view", id])
      #expect(shown.status == 0, "\(shown.stderr)")
      #expect(
        !Self.drivesTerminal(Self.withoutColours(shown.stdout)), "\(shown.stdout.debugDescription)")
      var plain = cli
      plain.environment["NO_COLOR"] = "1"
      let uncoloured = try plain.runOnTerminal(["view", id])
      #expect(!Self.drivesTerminal(uncoloured.stdout), "\(uncoloured.stdout.debugDescription)")
      #expect(shown.stdout.contains("body␛]0;pwned␇"), "\(shown.stdout)")
      let raw = try cli.runOnTerminal(["view", id, "--raw"])
      #expect(raw.stdout.contains("body" + Self.hostile), "\(raw.stdout.debugDescription)")
      let json = try cli.runOnTerminal(["view", id, "--json"])
      #expect(json.stdout.contains(#"\u001b]0;pwned"#), "\(json.stdout)")
    }
  }

  /// Issue 53: piped `view` (into a file, `cat -v`) is the gist's exact bytes or nothing:
  /// text that would drive a terminal is refused (exit 1, nothing on stdout, one line
  /// naming `--allow-escape-sequences`), as gh refuses; with that flag, or `--raw`, the
  /// exact bytes. Placeholders are for a terminal only.
  @Test func pipedViewIsExactOrRefused() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let piped = try cli.run("view", Self.plainID)
      #expect(piped.status == 1, "\(piped.stderr)")
      #expect(piped.stdout.isEmpty, "\(piped.stdout.debugDescription)")
      #expect(piped.stderr.contains("--allow-escape-sequences"), "\(piped.stderr)")
      #expect(!Self.drivesTerminal(piped.stderr), "\(piped.stderr.debugDescription)")
      let one = try cli.run("view", Self.plainID, "--filename", "x\(Self.hostile).txt")
      #expect(one.status == 1 && one.stdout.isEmpty, "\(one.stdout.debugDescription)")
      let allowed = try cli.run(
        "view", Self.plainID, "--filename", "x\(Self.hostile).txt", "--allow-escape-sequences")
      #expect(allowed.status == 0, "\(allowed.stderr)")
      #expect(allowed.stdout == "body" + Self.hostile + "\n", "\(allowed.stdout.debugDescription)")
      let raw = try cli.run("view", Self.plainID, "--raw")
      #expect(raw.stdout == "body" + Self.hostile + "\n", "\(raw.stdout.debugDescription)")
    }
  }

  /// A script written to a file through `view -f NAME > NAME` keeps its escape sequences
  /// byte for byte with the flag, and a file without any is written as it is, no flag needed.
  @Test func aFileRedirectedIsItsBytes() async throws {
    try await ServerFixture.with(
      seed: { store in
        store.load(
          SeedFile(
            users: [],
            gists: [
              SeedGist(
                id: "5c0ffee5c0ffee5c", owner: ServerFixture.login, description: "colours",
                isPublic: true,
                files: ["run.sh": "echo \u{1B}[31mred\u{1B}[0m\n", "plain.sh": "echo plain\n"])
            ]))
      }
    ) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let refused = try cli.run("view", "5c0ffee5c0ffee5c", "-f", "run.sh")
      #expect(refused.status == 1 && refused.stdout.isEmpty)
      let exact = try cli.run(
        "view", "5c0ffee5c0ffee5c", "-f", "run.sh", "--allow-escape-sequences")
      #expect(exact.stdout == "echo \u{1B}[31mred\u{1B}[0m\n", "\(exact.stdout.debugDescription)")
      let plain = try cli.run("view", "5c0ffee5c0ffee5c", "-f", "plain.sh")
      #expect(plain.status == 0 && plain.stdout == "echo plain\n")
    }
  }

  /// Issue 28, item 9: `--json` of view, search and comments on a terminal writes C1
  /// controls escaped (the same JSON), as `list --json` does.
  @Test func jsonOnATerminalEscapesC1Controls() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let json = try cli.runOnTerminal(["view", Self.plainID, "--json"])
      #expect(json.status == 0, "\(json.stderr)")
      #expect(!json.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
      #expect(json.stdout.contains(#"\u009b31m"#), "\(json.stdout)")
    }
  }

  /// Issue 28, item 1: a gist id from a server that would run in a shell (`$(…)`,
  /// backticks) is never offered by bash's completion, even from a cache filled before;
  /// the list leaves such gists out, piped or not.
  @Test func aHostileIDNeverRunsOnTab() async throws {
    let payloads = ["$(touch${IFS}PWNED)", "`touch${IFS}PWNED2`"]
    try await ServerFixture.with(seed: { store in
      store.load(
        SeedFile(
          users: [],
          gists: payloads.map {
            SeedGist(
              id: $0, owner: ServerFixture.login, description: "payload", isPublic: true,
              files: ["a.txt": "a\n"])
          } + [
            SeedGist(
              id: Self.plainID, owner: ServerFixture.login, description: "plain", isPublic: true,
              files: ["b.txt": "b\n"])
          ]))
    }) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      // A process: what was left out is said once, as it ends.
      let listed = try cli.runProcess("list")
      #expect(listed.status == 0, "\(listed.stderr)")
      #expect(listed.stdout.contains(Self.plainID) && !listed.stdout.contains("PWNED"))
      // (Without the cache: the server would confirm the cached page, which holds none.)
      let json = try cli.runProcess("list", "--json", "--no-cache")
      #expect(json.stdout.contains(Self.plainID) && !json.stdout.contains("PWNED"))
      // Issue 28, item 3: the gists left out are said, once, without their ids.
      for run in [listed, json] {
        let said =
          run.stderr.components(
            separatedBy: "dehub: Skipped 2 gists with invalid ids from the server."
          ).count - 1
        #expect(said == 1, "\(run.stderr)")
        #expect(!run.stderr.contains("PWNED") && !run.stderr.contains("touch"), "\(run.stderr)")
      }
      let script = try cli.run("--generate-completion-script", "bash")
      let file = try cli.write("dehub.bash", script.stdout)
      let folder = cli.home.appendingPathComponent("tab")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let probe = try cli.run(
        executable: URL(fileURLWithPath: "/bin/bash"),
        [
          "-c",
          """
          source \(file)
          COMP_WORDS=(\(CLI.binary.path) view ""); COMP_CWORD=2
          COMP_LINE="dehub view "; COMP_POINT=${#COMP_LINE}
          _dehub dehub "" view
          echo "WORDS: ${COMPREPLY[*]}"
          """,
        ], in: folder)
      #expect(probe.status == 0, "\(probe.stderr)")
      #expect(probe.stdout.contains("WORDS: \(Self.plainID)"), "\(probe.stdout)")
      let made = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      #expect(made.isEmpty, "completion ran a command from a gist id: \(made)")
    }
  }
}
