import Foundation
import GistServer
import Model
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
      cli.environment["GH_TOKEN"] = Self.malloryToken
      defer { cli.cleanUp() }
      let status = try cli.runOnTerminal(["auth", "status"])
      #expect(status.status == 0, "\(status.stderr)")
      #expect(!Self.drivesTerminal(status.stdout), "\(status.stdout.debugDescription)")
      #expect(status.stdout.contains("logged in as mallory␛]0;pwned␇"), "\(status.stdout)")
      // `create` prints the new gist's URL, which holds the owner's login.
      let file = try cli.write("note.txt", "hello\n")
      let created = try cli.runOnTerminal(["create", file])
      #expect(created.status == 0, "\(created.stderr)")
      #expect(!Self.drivesTerminal(created.stdout), "\(created.stdout.debugDescription)")
      #expect(created.stdout.contains("/mallory␛]0;pwned␇"), "\(created.stdout)")
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
      #expect(run.stdout.contains("evil␛]0;pwned"), "\(run.stdout)")
      // Into a pipe, the tab-separated form is made safe too (its fields are sanitised).
      let piped = try cli.run("list")
      #expect(!Self.drivesTerminal(piped.stdout), "\(piped.stdout.debugDescription)")
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
}
