import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// The browser on the driver against the in-process server: list, move, filter, help,
/// tabs, quit at 100x30 and 80x24; reading, switching files and starring; signing in; and
/// `dehub open`'s destinations through the switchboard.
@Suite struct BrowserJourneyTests {
  static func journey(columns: Int, rows: Int) async throws {
    try await AppDriver.with(
      columns: columns, rows: rows,
      seed: { store in
        store.generate(count: 150, owner: ServerFixture.login)
        store.generate(count: 5, owner: "ada")
      }, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "Swift retry with backoff #1")
      driver.expect(screenShows: "dehub · octocat · 1 of 100")
      let screen = driver.screen.lines
      #expect(screen[0].hasPrefix(" Mine   Starred   Public   User"))
      #expect(
        driver.footer.hasPrefix(" Enter open the gist  / search as you type"), "\(driver.screen)")
      #expect(
        screen[1].contains("1 file") && screen[1].contains("public")
          && screen[1].contains("just now"))

      driver.step(.character("G"), shows: "150 gists")
      driver.press(.character("/"))
      driver.type("rust")
      driver.waitUntilIdle()
      let filtered = driver.screen.lines
      #expect(
        filtered[1] == "/ rust" && filtered[2].contains("Rust"),
        "\(driver.screen)")
      let listWidth = columns >= 140 ? columns / 2 : columns
      let onlyRust = filtered.dropFirst(2).prefix(rows - 5).allSatisfy {
        let row = $0.prefix(listWidth).trimmingCharacters(in: .whitespaces)
        return row.isEmpty || row.contains("Rust")
      }
      driver.expect(onlyRust, "only Rust rows")
      driver.press(.escape)
      #expect(!driver.screen.lines[1].hasPrefix("/"), "\(driver.screen)")
      driver.press(.character("?"))
      driver.expect(screenShows: "User (asks whose)")
      driver.press(.character("x"))  // help stays open: only q, Esc and ? close it
      driver.expect(screenShows: "User (asks whose)")
      driver.press(.character("q"))
      driver.step(.character("3"))
      #expect(driver.server.store.requests.contains { $0.path == "/gists/public" })
      driver.expect(screenShows: "of 100+ gists")
      driver.press(.character("4"))
      driver.expect(screenShows: "User:")
      driver.type("ada")
      driver.step(.enter, shows: "User: ada")
      driver.expect(screenShows: "4 gists")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }

  @Test func listFilterHelpTabsAndQuitAt100x30() async throws {
    try await Self.journey(columns: 100, rows: 30)
  }

  @Test func theSameAt80x24() async throws {
    try await Self.journey(columns: 80, rows: 24)
  }

  @Test func openReadSwitchFilesStarAndGoBack() async throws {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: "feed01", owner: ServerFixture.login, description: "Two files to read",
        files: ["b.py": "print('second file')\n", "a.swift": "let first = \"日本語 🎉\"\n"],
        comments: [.init(user: "ada", body: "nice")]), token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "Two files to read")
      driver.step(.enter, shows: "1 let first = \"日本語 🎉\"")
      let screen = driver.screen.lines
      #expect(driver.detail.title == "Two files to read", "\(driver.screen)")
      #expect(screen[1].contains("octocat · public") && screen[1].contains("1 comment"))
      // The file tabs say each file's size (and language) at 100 columns.
      #expect(
        screen[2].hasPrefix(" a.swift · ") && screen[2].contains(" B   b.py · "), "\(screen[2])")
      driver.expect(screenShows: "☆ not starred")
      driver.step(.tab, shows: "1 print('second file')")
      driver.press(.character("s"))
      driver.expect(screenShows: "★ starred")
      driver.waitUntilIdle()
      #expect(
        driver.server.store.requests.contains {
          $0.method == "PUT" && $0.path == "/gists/feed01/star"
        })
      driver.press(.character("?"))
      driver.expect(screenShows: "star / unstar")
      driver.press(.character("q"))  // closes the help
      driver.expect(screenLacks: "clone (asks for a folder)")
      driver.step(.character("q"), shows: "dehub · octocat · 1 of 1 gist")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }

  @Test func loginWithoutAToken() async throws {
    try await AppDriver.with(
      seed: { store in
        store.generate(count: 3, owner: ServerFixture.login)
        store.generate(count: 2, owner: "ada")
      }, token: nil, config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "Sign in to 127.0.0.1")
      driver.expect(screenShows: "[ Sign in ]")
      driver.type("wrong-token")
      driver.expect(screenShows: "•••••••••••")
      driver.step(.enter, shows: "GitHub rejected this token")
      driver.expect(screenShows: "Token:  •••••••••••")
      driver.press(.ctrl("u"))
      driver.type(ServerFixture.token)
      driver.step(.enter, shows: "dehub · octocat · 1 of 3 gists")
      let file = driver.home.appendingPathComponent("config/dehub/hosts.json")
      let mode =
        try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
      #expect(mode == 0o600)
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)

      try driver.relaunch(token: "revoked-token")
      driver.expect(screenShows: "GitHub rejected the saved token")
      driver.press(.tab)
      driver.step(.enter, shows: "dehub · not signed in · 1 of 5 gists")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }

  @Test(arguments: [
    ("https://gist.github.com/ada/c0ffee", "═════"),
    ("https://gist.github.com/c0ffee", "═════"),
    ("https://gist.github.com/ada", "User: ada"),
    ("dehub://user/ada", "Ada's public notes"),
  ])
  func openGoesThroughTheSwitchboard(_ target: String, _ expected: String) async throws {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: "c0ffee", owner: "ada", description: "Ada's public notes",
        files: ["notes.md": "# Notes\n"]), token: ServerFixture.token,
      config: JourneySeed.config, opening: try Destination.parse(target)
    ) { driver in
      driver.expect(screenShows: expected)
      driver.press(.character("q"), .character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
