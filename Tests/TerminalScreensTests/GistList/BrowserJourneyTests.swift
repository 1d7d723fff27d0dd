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
      #expect(driver.list.titles.first == "Swift retry with backoff #1")
      #expect(driver.list.status == "dehub · octocat · 1 of 100+ gists")
      // The four tabs fit at this size, each whole.
      #expect(driver.list.tabs == ["Mine", "Starred", "Public", "User"])
      #expect(driver.view.tabs == driver.list.tabs)
      #expect(
        driver.footer.hasPrefix(" Enter open the gist  / search as you type"), "\(driver.screen)")
      let first = try #require(driver.list.highlightedRow)
      #expect(
        first.contains("1 file") && first.contains("public") && first.contains("just now"),
        "\(first)")

      driver.step(actions: "last")
      #expect(driver.list.position == "150 of 150 gists")
      driver.press(action: "filter")
      driver.type("rust")
      driver.waitUntilIdle()
      #expect(driver.field == FieldReading(label: "/", text: "rust", isSecret: false))
      let titles = driver.list.titles
      #expect(!titles.isEmpty && titles.allSatisfy { $0.contains("Rust") }, "\(titles)")
      driver.press(.escape)
      #expect(driver.field == nil)
      driver.press(action: "help")
      #expect(driver.help?.actions.contains("User (asks whose)") == true)
      driver.press(.character("x"))  // help stays open: only back and help close it
      #expect(driver.help?.actions.contains("User (asks whose)") == true)
      driver.press(action: "back")
      #expect(driver.help == nil)
      driver.step(actions: "public")
      #expect(driver.server.store.requests.contains { $0.path == "/gists/public" })
      #expect(driver.list.position.hasSuffix(" of 100+ gists"), "\(driver.list.position)")
      driver.press(action: "user")
      #expect(driver.field?.label == "User:")
      driver.type("ada")
      driver.step(.enter)
      #expect(driver.list.tab == "User: ada")
      #expect(driver.list.position == "1 of 4 gists")
      driver.press(action: "back")
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
      #expect(driver.list.titles == ["Two files to read"])
      driver.step(actions: "open")
      #expect(driver.detail.title == "Two files to read")
      #expect(driver.detail.file == "a.swift")
      #expect(driver.detail.text == ["let first = \"日本語 🎉\""])
      let info = driver.detail.info
      #expect(info.contains("octocat · public") && info.contains("1 comment"), "\(info)")
      // The file tabs say each file's size (and language) at 100 columns.
      #expect(driver.detail.files == ["a.swift", "b.py"])
      let tabs = driver.detail.drawnFiles
      #expect(
        tabs.count == 2 && tabs[0].hasPrefix("a.swift · ") && tabs[1].hasPrefix("b.py · ")
          && tabs[0].hasSuffix(" B"), "\(tabs)")
      #expect(info.contains("☆ not starred"), "\(info)")
      driver.step(actions: "next-file")
      #expect(driver.detail.file == "b.py")
      #expect(driver.detail.text == ["print('second file')"])
      driver.press(action: "star")
      #expect(driver.detail.info.contains("★ starred"), "\(driver.detail.info)")
      driver.waitUntilIdle()
      #expect(
        driver.server.store.requests.contains {
          $0.method == "PUT" && $0.path == "/gists/feed01/star"
        })
      driver.press(action: "help")
      #expect(driver.help?.actions.contains("star / unstar") == true)
      driver.press(action: "back")  // closes the help
      #expect(driver.help == nil)
      #expect(driver.detail.isShown)
      driver.step(actions: "back")
      #expect(driver.list.status == "dehub · octocat · 1 of 1 gist")
      driver.press(action: "back")
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
      // The host and port the token will be kept for.
      #expect(driver.view.title == "Sign in to 127.0.0.1:\(driver.server.port)")
      #expect(driver.view.labels.contains { $0.hasPrefix("[ Sign in ]") }, "\(driver.view.labels)")
      driver.type("wrong-token")
      #expect(driver.field == FieldReading(label: "Token:", text: "wrong-token", isSecret: true))
      // The token never shows: what reaches the terminal is the subject.
      driver.expect(screenLacks: "wrong-token")
      driver.step(actions: "submit")
      #expect(driver.toast?.contains("GitHub rejected this token") == true, "\(driver.toast ?? "")")
      #expect(driver.field?.text == "wrong-token")
      driver.press(action: "clear")
      driver.type(ServerFixture.token)
      driver.step(actions: "submit")
      #expect(driver.list.status == "dehub · octocat · 1 of 3 gists")
      let file = driver.home.appendingPathComponent("config/dehub/hosts.json")
      let mode =
        try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
      #expect(mode == 0o600)
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)

      try driver.relaunch(token: "revoked-token")
      #expect(
        driver.toast?.contains("GitHub rejected the saved token") == true, "\(driver.toast ?? "")")
      driver.press(action: "switch-focus")
      driver.step(actions: "submit")
      #expect(driver.list.status == "dehub · not signed in · 1 of 5 gists")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }

  /// Each target opens its screen: the gist (by its web page or its id), the user's
  /// gists, or a dehub link to them.
  @Test(arguments: [
    ("https://gist.github.com/ada/c0ffee", "Gist", "Ada's public notes"),
    ("https://gist.github.com/c0ffee", "Gist", "Ada's public notes"),
    ("https://gist.github.com/ada", "Gist list", "User: ada"),
    ("dehub://user/ada", "Gist list", "User: ada"),
  ])
  func openGoesThroughTheSwitchboard(_ target: String, _ screen: String, _ shown: String)
    async throws
  {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: "c0ffee", owner: "ada", description: "Ada's public notes",
        files: ["notes.md": "# Notes\n"]), token: ServerFixture.token,
      config: JourneySeed.config, opening: try Destination.parse(target)
    ) { driver in
      #expect(driver.topScreen == screen)
      if screen == "Gist" {
        #expect(driver.detail.title == shown)
        #expect(driver.detail.text.contains { $0.hasPrefix("═════") }, "\(driver.detail.text)")
      } else {
        #expect(driver.list.tab == shown)
        #expect(driver.list.titles == ["Ada's public notes"])
      }
      driver.press(action: "back")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
