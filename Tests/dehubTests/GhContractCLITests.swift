import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 53: gh's scripting contract where dehub followed its own: ids in a table are whole
/// and a short id (7 characters or more) names the gist whose id it starts.
@Suite struct GhContractCLITests {
  static let unique = "1234567890abcdef1234"
  static let twins = ["abcdef1000000000000a", "abcdef1000000000000b"]

  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [],
        gists: ([unique] + twins).map { id in
          SeedGist(
            id: id, owner: ServerFixture.login,
            description: "a description long enough to give way before the id does \(id)",
            isPublic: true, files: ["\(id).txt": "text of \(id)\n"])
        }))
  }

  @Test func aTableOnANarrowTerminalShowsWholeIds() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      for columns in [60, 80] {
        let run = try cli.runOnTerminal(["list"], columns: columns)
        #expect(run.status == 0, "\(run.stderr)")
        for id in [Self.unique] + Self.twins {
          #expect(run.stdout.contains(id), "\(columns) columns: \(run.stdout)")
        }
      }
    }
  }

  /// `dehub new FILE` is gh's `gist new FILE`: it creates (the compose screen is
  /// `dehub compose`), and `gist ls` lists.
  @Test func ghsWordsDoWhatGhsDo() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let file = cli.home.appendingPathComponent("hello.txt")
      try Data("hello\n".utf8).write(to: file)
      let made = try cli.run("new", file.path)
      #expect(made.status == 0, "\(made.stderr)")
      let url = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      let id = try #require(url.split(separator: "/").last.map(String.init))
      #expect(fixture.store.rawContent(id: id, filename: "hello.txt") == "hello\n", "\(url)")
      let listed = try cli.run("gist", "ls", "-L", "10")
      #expect(listed.status == 0 && listed.stdout.contains("hello.txt"), "\(listed.stdout)")
    }
  }

  /// Issue 52: on a `TERM=dumb` terminal `view` writes no colour (no escape sequence at
  /// all), as with `NO_COLOR`.
  @Test func aDumbTerminalGetsPlainText() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      var cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      cli.environment["TERM"] = "dumb"
      cli.environment["DEHUB_PAGER"] = "cat"
      let shown = try cli.runOnTerminal(["view", Self.unique])
      #expect(shown.status == 0, "\(shown.stderr)")
      #expect(shown.stdout.contains("text of \(Self.unique)"))
      #expect(!shown.stdout.contains("\u{1B}"), "\(shown.stdout.debugDescription)")
      cli.environment["TERM"] = "xterm-256color"
      let coloured = try cli.runOnTerminal(["view", Self.unique])
      #expect(coloured.stdout.contains("\u{1B}["), "colour where the terminal takes it")
    }
  }

  @Test func aShortIdNamesTheGistItStarts() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      // Nothing cached yet: the account's list is read for it.
      let cold = try cli.run("view", "1234567", "--raw")
      #expect(cold.status == 0, "\(cold.stderr)")
      #expect(cold.stdout == "text of \(Self.unique)\n")
      // Cached now (the list above, or `list`): the same from the cache.
      _ = try cli.run("list")
      fixture.store.clearLog()
      let warm = try cli.run("view", "1234567890", "--raw")
      #expect(warm.stdout == "text of \(Self.unique)\n")
      #expect(!fixture.store.requests.contains { $0.path == "/gists" }, "no list asked")
      // A start two ids share lists them, a usage error.
      let ambiguous = try cli.run("view", "abcdef1")
      #expect(ambiguous.status == 2 && ambiguous.stdout.isEmpty)
      for id in Self.twins { #expect(ambiguous.stderr.contains(id), "\(ambiguous.stderr)") }
      // Six characters are not a short id; a start no gist has is asked of GitHub as it is.
      #expect(try cli.run("view", "123456").status != 0)
      let none = try cli.run("view", "fedcba9")
      #expect(none.status == 1 && none.stderr.contains("not found"), "\(none.stderr)")
    }
  }
}
