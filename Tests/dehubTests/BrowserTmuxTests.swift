import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// The browser's gist list in real tmux against the loopback server: list, move, filter,
  /// help, tabs, quit, at 100x30 and 80x24.
  @Suite struct BrowserTmuxTests {
    /// A throw-away home for `dehub` against `fixture`, signed in with `token` when given.
    static func environment(_ fixture: ServerFixture, token: String?, home: URL) -> [String: String]
    {
      var environment = [
        "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_STATE_HOME": home.appendingPathComponent("state").path,
        "DEHUB_API_URL": fixture.baseURL,
        // The search indexer fetches no content here: dozens of browsers indexing at once
        // would load the test process's servers (SearchTmuxTests lets it).
        "DEHUB_SEARCH_RATE_SHARE": "0",
      ]
      environment["GH_TOKEN"] = token
      return environment
    }

    /// Runs `body` with a loopback server seeded by `seed` and a throw-away home folder.
    static func withServerAndHome(
      seed: (GistStore) -> Void, _ body: @escaping @Sendable (ServerFixture, URL) throws -> Void
    ) async throws {
      try await ServerFixture.with(seed: seed) { fixture in
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
          "dehub-browser-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        try body(fixture, home)
      }
    }

    /// A seed of one gist (and the user "ada").
    static func oneGist(
      id: String, owner: String, description: String, files: [String: String],
      comments: [SeedGist.Comment]? = nil
    ) -> (GistStore) -> Void {
      { store in
        store.load(
          SeedFile(
            users: [SeedUser(login: "ada")],
            gists: [
              SeedGist(
                id: id, owner: owner, description: description, isPublic: true, files: files,
                comments: comments, hoursAgo: 0.1)
            ]))
      }
    }

    /// `dehub` (the browser) in tmux, printing its exit code when it ends.
    static func browser(_ environment: [String: String], columns: Int = 100, rows: Int = 30) throws
      -> TmuxSession
    {
      try TmuxSession(
        "\(CLI.binary.path); echo EXIT=$?", columns: columns, rows: rows, environment: environment)
    }

    static func journey(columns: Int, rows: Int) async throws {
      try await Self.withServerAndHome(seed: { store in
        store.generate(count: 150, owner: ServerFixture.login)
        store.generate(count: 5, owner: "ada")
      }) { fixture, home in
        let tmux = try browser(
          environment(fixture, token: ServerFixture.token, home: home), columns: columns, rows: rows
        )
        defer { tmux.close() }
        #expect(tmux.wait(for: "Swift retry with backoff #1"))
        #expect(tmux.wait(for: "dehub · octocat · 1 of 100"))
        let screen = tmux.capture()
        #expect(screen[0].hasPrefix(" Mine   Starred   Public   User"))
        #expect(screen[rows - 1].hasPrefix(" Enter open the gist  / search as you type"))
        #expect(
          screen[1].contains("1 file") && screen[1].contains("public")
            && screen[1].contains("just now"))

        tmux.send("G")
        #expect(tmux.wait(for: "150 gists"))
        tmux.send("/")
        tmux.send("rust", literal: true)
        #expect(tmux.wait { $0[1] == "/ rust" && $0[2].contains("Rust") })
        // Only Rust rows (on wide screens the preview pane fills the right half).
        let listWidth = columns >= 140 ? columns / 2 : columns
        // Waited for, not read once: a capture can fall between the writes of one frame
        // (the first rows new, the rest still the unfiltered list's).
        let onlyRust = tmux.wait { screen in
          screen.dropFirst(2).prefix(rows - 5).allSatisfy {
            let row = $0.prefix(listWidth).trimmingCharacters(in: .whitespaces)
            return row.isEmpty || row.contains("Rust")
          }
        }
        #expect(onlyRust, "\(tmux.capture().joined(separator: "\n"))")
        tmux.send("Escape")
        #expect(tmux.wait { !$0[1].hasPrefix("/") })
        tmux.send("?")
        #expect(tmux.wait(for: "User (asks whose)"))
        tmux.send("x")  // help stays open: only q, Esc and ? close it
        #expect(tmux.wait(for: "User (asks whose)"))
        tmux.send("q")
        tmux.send("3")
        #expect(tmux.wait { _ in fixture.store.requests.contains { $0.path == "/gists/public" } })
        #expect(tmux.wait(for: "of 100+ gists"))
        tmux.send("4")
        #expect(tmux.wait(for: "User:"))
        tmux.send("ada", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "User: ada"))
        #expect(tmux.wait(for: "4 gists"))
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
    }

    @Test func openReadSwitchFilesStarAndGoBack() async throws {
      try await Self.withServerAndHome(
        seed: Self.oneGist(
          id: "feed01", owner: ServerFixture.login, description: "Two files to read",
          files: ["b.py": "print('second file')\n", "a.swift": "let first = \"日本語 🎉\"\n"],
          comments: [.init(user: "ada", body: "nice")])
      ) { fixture, home in
        let tmux = try Self.browser(
          Self.environment(fixture, token: ServerFixture.token, home: home))
        defer { tmux.close() }
        #expect(tmux.wait(for: "Two files to read"))
        tmux.send("Enter")
        #expect(tmux.wait(for: "1 let first = \"日本語 🎉\""))
        let screen = tmux.capture()
        #expect(screen[0] == "Two files to read")
        #expect(screen[1].contains("octocat · public") && screen[1].contains("1 comment"))
        // The file tabs say each file's size (and language) at 100 columns.
        #expect(
          screen[2].hasPrefix(" a.swift · ") && screen[2].contains(" B   b.py · "), "\(screen[2])")
        #expect(tmux.wait(for: "☆ not starred"))
        tmux.send("Tab")
        #expect(tmux.wait(for: "1 print('second file')"))
        tmux.send("s")
        #expect(tmux.wait(for: "★ starred"))
        #expect(
          tmux.wait { _ in
            fixture.store.requests.contains {
              $0.method == "PUT" && $0.path == "/gists/feed01/star"
            }
          })
        tmux.send("?")
        #expect(tmux.wait(for: "star / unstar"))
        tmux.send("q")  // closes the help
        #expect(tmux.wait { !$0.joined().contains("clone (asks for a folder)") })
        tmux.send("q")
        let back = tmux.wait(for: "dehub · octocat · 1 of 1 gist")
        #expect(back, "\(tmux.capture().joined(separator: "\n"))")
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
    }

    @Test func loginWithoutAToken() async throws {
      try await Self.withServerAndHome(seed: { store in
        store.generate(count: 3, owner: ServerFixture.login)
        store.generate(count: 2, owner: "ada")
      }) { fixture, home in
        let tmux = try Self.browser(Self.environment(fixture, token: nil, home: home))
        defer { tmux.close() }
        #expect(tmux.wait(for: "Sign in to 127.0.0.1"))
        #expect(tmux.wait(for: "[ Sign in ]"))
        tmux.send("wrong-token", literal: true)
        #expect(tmux.wait(for: "•••••••••••"))
        tmux.send("Enter")
        #expect(tmux.wait(for: "GitHub rejected this token"))
        #expect(tmux.capture().contains { $0.contains("Token:  •••••••••••") })
        tmux.send("C-u")
        tmux.send(ServerFixture.token, literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "dehub · octocat · 1 of 3 gists"))
        let file = home.appendingPathComponent("config/dehub/token")
        let mode =
          try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))

        let again = try Self.browser(Self.environment(fixture, token: "revoked-token", home: home))
        defer { again.close() }
        #expect(again.wait(for: "GitHub rejected the saved token"))
        again.send("Tab")
        again.send("Enter")
        #expect(again.wait(for: "dehub · not signed in · 1 of 5 gists"))
        again.send("q")
        #expect(again.wait(for: "EXIT=0"))
      }
    }

    @Test func openGoesThroughTheSwitchboard() async throws {
      try await Self.withServerAndHome(
        seed: Self.oneGist(
          id: "c0ffee", owner: "ada", description: "Ada's public notes",
          files: ["notes.md": "# Notes\n"])
      ) { fixture, home in
        let environment = Self.environment(fixture, token: ServerFixture.token, home: home)
        for (target, expected) in [
          ("https://gist.github.com/ada/c0ffee", "═════"),
          ("https://gist.github.com/c0ffee", "═════"),
          ("https://gist.github.com/ada", "User: ada"),
          ("dehub://user/ada", "Ada's public notes"),
        ] {
          let tmux = try TmuxSession(
            "\(CLI.binary.path) open '\(target)'; echo EXIT=$?", environment: environment)
          defer { tmux.close() }
          #expect(tmux.wait(for: expected), "\(target)")
          tmux.send("q")
          tmux.send("q")
          #expect(tmux.wait(for: "EXIT=0"), "\(target)")
        }
        let cli = try CLI(server: fixture)
        defer { cli.cleanUp() }
        let unknown = try cli.run("open", "https://example.com/nothing")
        #expect(unknown.status == 1)
        #expect(
          unknown.stderr.contains("\"https://example.com/nothing\" is not a gist id or gist URL."))
      }
    }

    @Test func listFilterHelpTabsAndQuitAt100x30() async throws {
      try await Self.journey(columns: 100, rows: 30)
    }

    @Test func theSameAt80x24() async throws {
      try await Self.journey(columns: 80, rows: 24)
    }
  }
}
