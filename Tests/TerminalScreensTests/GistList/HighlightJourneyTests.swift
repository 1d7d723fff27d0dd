import Foundation
import GistServer
import TestSupport
import Testing

/// Enter opens exactly the highlighted gist, on the driver, whatever changed the rows
/// between the move and the key: a filter that shrinks the list, a refresh that brings a
/// gist in above the cursor, a tab switch and back, a resize.
@Suite struct HighlightJourneyTests {
  /// Ten gists, newest first "Note 0" … "Note 9"; "kiwi" is in 2, 3, 5, 7, 8 and 9, so the
  /// filter keeps the sixth gist but moves it to the third row.
  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [],
        gists: (0..<10).map { index in
          SeedGist(
            id: "\(index)abc\(index)", owner: ServerFixture.login,
            description: "Note \(index)" + ([2, 3, 5, 7, 8, 9].contains(index) ? " kiwi" : ""),
            isPublic: true, files: ["n\(index).txt": "note \(index)\n"],
            hoursAgo: Double(index) + 1)
        }))
  }

  /// Opens the highlighted gist and expects the sixth, then goes back to the list.
  static func opensTheSixth(_ driver: AppDriver, _ after: String) {
    #expect(driver.list.highlighted == "5abc5", "\(after)\n\(driver.list.position)")
    driver.step(actions: "open")
    driver.expect(driver.detail.title == "Note 5 kiwi", "the sixth gist opens \(after)")
    driver.step(actions: "back")
  }

  @Test func enterOpensTheHighlightedGist() async throws {
    try await AppDriver.with(
      seed: Self.seed, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      #expect(driver.list.status == "dehub · octocat · 1 of 10 gists")
      for _ in 0..<5 { driver.press(action: "down") }

      // A search that shrinks the list: "/kiwi", Enter opens the highlighted result.
      driver.press(action: "filter")
      driver.type("kiwi")
      driver.waitUntilIdle()
      let position = driver.list.position
      #expect(position.contains(" of 6 hits") || position == "6 of 10 gists", "\(position)")
      #expect(driver.list.rows.count == 6)
      Self.opensTheSixth(driver, "after a filter")
      driver.press(.escape)
      #expect(driver.field == nil)

      // A refresh that brings a gist in above the cursor.
      driver.server.store.load(
        SeedFile(
          users: [],
          gists: [
            SeedGist(
              id: "fresh1", owner: ServerFixture.login, description: "Brand new", isPublic: true,
              files: ["new.txt": "new\n"], hoursAgo: 0)
          ]))
      driver.step(actions: "refresh")
      #expect(driver.list.titles.first == "Brand new")
      Self.opensTheSixth(driver, "after a refresh")

      // A tab switch and back.
      driver.step(actions: "starred")
      #expect(driver.list.tab == "Starred" && driver.list.rows.isEmpty)
      #expect(driver.view.emptyState?.title.contains("Nothing starred") == true)
      driver.step(actions: "mine")
      #expect(driver.list.titles.first == "Brand new")
      Self.opensTheSixth(driver, "after a tab switch and back")

      // A resize, smaller and back.
      #expect(driver.list.position.hasSuffix(" of 11 gists"), "\(driver.list.position)")
      driver.resize(columns: 60, rows: 12)
      // Drawn at the new size: the screen's own rows are the subject.
      #expect(driver.screen.lines.count == 12, "\(driver.screen)")
      driver.resize(columns: 100, rows: 30)
      Self.opensTheSixth(driver, "after a resize")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}

/// Issue 57, item 10: the highlight belongs to a gist, also when its gist goes (a bulk
/// delete: the next gist left takes it, not the first row) and past the first page (a
/// refresh on coming back from a gist keeps it where it was).
@Suite struct HighlightStaysNearTests {
  /// `count` gists, newest first, "Gist 1" … "Gist N", ids g001 … .
  static func seed(count: Int) -> @Sendable (GistStore) -> Void {
    { store in
      store.load(
        SeedFile(
          users: [],
          gists: (1...count).map { number in
            let id = "g" + String(String(number + 1000).dropFirst())
            return SeedGist(
              id: id, owner: ServerFixture.login, description: "Gist \(number)", isPublic: true,
              files: ["g\(number).txt": "gist \(number)\n"], hoursAgo: Double(number))
          }))
    }
  }

  @Test func aBulkDeleteNearRowTwentyLeavesTheHighlightOnTheNextGist() async throws {
    try await AppDriver.with(
      columns: 100, rows: 40, seed: Self.seed(count: 30), token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      for _ in 1..<20 { driver.press(action: "down") }
      driver.step(actions: "mark", "down", "mark")
      #expect(driver.list.marked == ["g020", "g021"])
      driver.step(actions: "delete")
      driver.choose(driver.prompt?.buttons.last ?? "")
      driver.waitUntilIdle(step: 5)
      #expect(driver.server.store.gist(id: "g021") == nil)
      #expect(!driver.list.titles.contains("Gist 21"))
      #expect(driver.list.highlighted == "g022", "\(driver.list.position)")
    }
  }

  @Test func comingBackFromAGistPastThePageAfterARefreshKeepsTheHighlight() async throws {
    try await AppDriver.with(
      columns: 100, rows: 40, seed: Self.seed(count: 150), token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      driver.step(actions: "last")
      driver.waitUntilIdle(step: 5)
      #expect(driver.list.rows.count == 150)
      for _ in 0..<10 { driver.press(action: "up") }
      #expect(driver.list.highlighted == "g140")
      driver.step(actions: "open")
      #expect(driver.detail.title == "Gist 140")
      // Meanwhile a gist comes in on GitHub: the list loads again on coming back.
      driver.server.store.load(
        SeedFile(
          users: [],
          gists: [
            SeedGist(
              id: "fresh1", owner: ServerFixture.login, description: "Brand new",
              isPublic: true, files: ["new.txt": "new\n"], hoursAgo: 0)
          ]))
      driver.step(actions: "back")
      driver.waitUntilIdle(step: 5)
      #expect(driver.list.titles.first == "Brand new")
      #expect(driver.list.highlighted == "g140", "\(driver.list.position)")
    }
  }
}
