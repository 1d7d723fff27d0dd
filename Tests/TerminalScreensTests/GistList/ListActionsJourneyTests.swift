import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// Issue 17 on the driver: acting from the list (star, copy the URL), sort and visibility
/// kept in the config, and the command palette. (`Y` reaching a terminal's clipboard stays
/// a tmux journey.)
@Suite struct ListActionsJourneyTests {
  /// The rows of the list on `screen` that name one of the three gists, in order.
  static func order(_ screen: [String]) -> [String] {
    screen.compactMap { line in
      ["Zebra notes", "apple pie", "Mango lassi"].first { line.contains($0) }
    }
  }

  static func with(_ body: @escaping @Sendable (AppDriver) throws -> Void) async throws {
    try await AppDriver.with(
      seed: JourneySeed.threeGists, token: ServerFixture.token, config: JourneySeed.config
    ) {
      driver in
      driver.expect(screenShows: "1 of 3 gists")
      try body(driver)
    }
  }

  @Test func starFromTheListThenSortAndVisibilityChangeTheRows() async throws {
    try await Self.with { driver in
      #expect(
        Self.order(driver.screen.lines) == ["Zebra notes", "apple pie", "Mango lassi"],
        "\(driver.screen)")
      // * stars the highlighted gist without opening it.
      driver.step(.character("*"))
      driver.expect(
        driver.screen.lines.contains { $0.hasPrefix("★") && $0.contains("Zebra notes") },
        "the row is marked starred")
      driver.expect(screenShows: "Starred “Zebra notes”")
      #expect(
        driver.server.store.requests.contains {
          $0.method == "PUT" && $0.path == "/gists/feed01/star"
        })
      // y copies the gist's web page: the list keeps it for each gist it loads.
      driver.press(.character("y"))
      driver.expect(screenShows: "Copied http")
      #expect(driver.clipboard?.hasSuffix("/feed01") == true, "\(driver.clipboard ?? "none")")
      // s twice: by description; the tab line says so.
      driver.step(.character("s"), shows: "Mine (by created)")
      driver.step(.character("s"))
      driver.expect(screenShows: "Mine (by description)")
      #expect(
        Self.order(driver.screen.lines) == ["apple pie", "Mango lassi", "Zebra notes"],
        "\(driver.screen)")
      // v: public only; the secret one leaves.
      driver.step(.character("v"), shows: "Mine (public only · by description)")
      #expect(
        Self.order(driver.screen.lines) == ["Mango lassi", "Zebra notes"], "\(driver.screen)")
      // Kept in the options: the config says so.
      let config = try String(
        contentsOf: driver.home.appendingPathComponent("config/dehub/config.toml"),
        encoding: .utf8)
      #expect(config.contains("sort_mine = \"description\""), "\(config)")
      #expect(config.contains("visibility_mine = \"public\""), "\(config)")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }

  @Test func thePaletteRunsStarredAndNewGist() async throws {
    try await Self.with { driver in
      driver.press(.ctrl("p"))
      driver.expect(screenShows: "type to filter · Enter runs · Esc closes")
      driver.type("starred")
      driver.expect(screenShows: "open “starred” (a URL, gist id or user)")
      driver.step(.enter, shows: "Nothing starred")
      driver.press(.character(":"))
      driver.expect(screenShows: "Commands")
      driver.type("new gist")
      driver.step(.enter, shows: "New gist")
    }
  }
}
