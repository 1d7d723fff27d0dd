import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// Issue 17 on the driver: acting from the list (star, copy the URL), sort and visibility
/// kept in the config, and the command palette. (`Y` reaching a terminal's clipboard stays
/// a tmux journey.)
@Suite struct ListActionsJourneyTests {
  static func with(_ body: @escaping @Sendable (AppDriver) throws -> Void) async throws {
    try await AppDriver.with(
      seed: JourneySeed.threeGists, token: ServerFixture.token, config: JourneySeed.config
    ) {
      driver in
      #expect(driver.list.position == "1 of 3 gists")
      try body(driver)
    }
  }

  @Test func starFromTheListThenSortAndVisibilityChangeTheRows() async throws {
    try await Self.with { driver in
      #expect(driver.list.titles == ["Zebra notes", "apple pie", "Mango lassi"])
      // * stars the highlighted gist without opening it.
      driver.step(actions: "star")
      #expect(driver.list.rows.first { $0.title == "Zebra notes" }?.isStarred == true)
      #expect(driver.toast == "Starred “Zebra notes”")
      #expect(
        driver.server.store.requests.contains {
          $0.method == "PUT" && $0.path == "/gists/feed01/star"
        })
      // y copies the gist's web page: the list keeps it for each gist it loads.
      driver.press(action: "copy-url")
      #expect(driver.toast?.hasPrefix("Copied http") == true, "\(driver.toast ?? "")")
      #expect(driver.clipboard?.hasSuffix("/feed01") == true, "\(driver.clipboard ?? "none")")
      // s twice: by description; the tab line says so.
      driver.step(actions: "sort")
      #expect(driver.list.tab == "Mine (by created)")
      driver.step(actions: "sort")
      #expect(driver.list.tab == "Mine (by description)")
      #expect(driver.list.titles == ["apple pie", "Mango lassi", "Zebra notes"])
      // v: public only; the secret one leaves.
      driver.step(actions: "visibility")
      #expect(driver.list.tab == "Mine (public only · by description)")
      #expect(driver.list.titles == ["Mango lassi", "Zebra notes"])
      // Kept in the options: the config says so.
      let config = try String(
        contentsOf: driver.home.appendingPathComponent("config/dehub/config.toml"),
        encoding: .utf8)
      #expect(config.contains("sort_mine = \"description\""), "\(config)")
      #expect(config.contains("visibility_mine = \"public\""), "\(config)")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }

  @Test func thePaletteRunsStarredAndNewGist() async throws {
    try await Self.with { driver in
      driver.press(action: "palette")
      #expect(
        driver.palette?.status.hasSuffix("type to filter · Enter runs · Esc closes") == true,
        "\(driver.palette?.status ?? "no palette")")
      driver.type("starred")
      let offered = driver.palette?.actions ?? []
      #expect(offered.contains("open “starred” (a URL, gist id or user)"), "\(offered)")
      driver.step(.enter)
      #expect(driver.list.tab == "Starred")
      #expect(driver.view.emptyState?.title == "Nothing starred")
      driver.press(.character(":"))  // the palette's other key
      #expect(driver.palette?.title == "Commands")
      driver.type("new gist")
      driver.step(.enter)
      #expect(driver.view.title == "New gist")
    }
  }
}

/// Issue 57, item 5: a sort other than GitHub's sorts the whole list, not the first page
/// (whose rows then moved as later pages came).
@Suite struct SortLoadsEverythingJourneyTests {
  @Test func sortingByCreationLoadsEveryPageFirst() async throws {
    try await AppDriver.with(
      seed: { $0.generate(count: 150, owner: ServerFixture.login) }, token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      #expect(driver.list.rows.count == 100)
      driver.step(actions: "sort")
      driver.waitUntilIdle(step: 5)
      #expect(driver.list.tab == "Mine (by created)")
      #expect(driver.list.rows.count == 150)
      // The time column is wide enough for "created 1 day ago" (it was cut to "created 1 day…").
      let drawn = driver.screen.lines.filter { $0.contains("public created") }
      #expect(!drawn.isEmpty && drawn.allSatisfy { $0.contains("ago") }, "\(drawn.prefix(3))")
      let gists = driver.server.store.requests.filter {
        $0.path == "/gists" || $0.path.hasPrefix("/gists?")
      }
      #expect(gists.count >= 2, "the pages after the first were asked for")
    }
  }
}

/// Issue 57, item 23: the Public tab says no "public" on each row; the room goes to the
/// owner where it fits beside a 40-column description (80 columns; at 60 the description
/// keeps it, as keys.md's order says).
@Suite struct PublicTabColumnsJourneyTests {
  @Test func thePublicTabShowsOwnersNotPublic() async throws {
    try await AppDriver.with(
      columns: 60, rows: 20, seed: JourneySeed.threeGists, token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      driver.step(actions: "public")
      // Which columns fit at 60 and at 80 columns: the drawn rows are the subject.
      let rows = driver.screen.lines.filter { $0.contains("Zebra notes") || $0.contains("Mango") }
      #expect(rows.count == 2, "\(driver.screen)")
      #expect(rows.allSatisfy { !$0.contains("public") }, "\(driver.screen)")
      driver.resize(columns: 80, rows: 24)
      let wider = driver.screen.lines.filter { $0.contains("Zebra notes") || $0.contains("Mango") }
      #expect(
        wider.count == 2
          && wider.allSatisfy { !$0.contains("public") && $0.contains(ServerFixture.login) },
        "\(driver.screen)")
    }
  }
}
