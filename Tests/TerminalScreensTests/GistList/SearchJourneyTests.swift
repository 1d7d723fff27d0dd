import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 15, item 1 (the browser's half), on the driver: `/WORD` finds a word that is only
/// inside a file of a gist beyond the first page, once the background index caught up, with
/// no other action; and again with the server stopped.
@Suite struct SearchJourneyTests {
  @Test func slashFindsAWordInsideAnOldGistOnlineAndOffline() async throws {
    var config = JourneySeed.config
    config.searchRateShare = 20
    // The highlighted hit's matching line, on a line of its own under the search field.
    let row = "runbook.txt:2: the quuxfrobnicate step"
    try await AppDriver.with(
      columns: 60, rows: 20, seed: JourneySeed.searchable, token: ServerFixture.token,
      config: config
    ) { driver in
      // Issue 35, item 4, at the smallest size: the hit shows, one Enter opens it.
      driver.expect(screenShows: "1 of 100+ gists")
      // The index caught up by itself (idle waits for it); the position line says so.
      driver.expect(screenLacks: "indexed ")
      driver.press(.character("/"))
      driver.type("quuxfrob")
      driver.waitUntilIdle()
      driver.expect(screenShows: row)
      driver.expect(screenShows: "old notes")
      driver.expect(screenShows: "1 of 1 hit")
      for (columns, rows) in [(80, 24), (200, 60), (60, 20)] {
        driver.resize(columns: columns, rows: rows)
        let screen = driver.screen.lines
        driver.expect(
          screen.contains { $0.hasPrefix(row) } && screen.count >= rows, "\(columns)x\(rows)")
      }
      driver.step(.enter)  // opens the highlighted result at once
      // It opens on the file that matched, at the match, and n goes round the matches.
      driver.expect(screenShows: "2 the quuxfrobnicate step")
      driver.expect(screenShows: "runbook.txt")
      driver.expect(screenShows: "Match 1 of 1 · n next · N previous")
      driver.press(.character("n"))
      driver.expect(screenShows: "Match 1 of 1 · n next · N previous")
      driver.press(.character("q"), .character("q"))

      driver.stopServer()
      driver.resize(columns: 120, rows: 24)
      try driver.relaunch(token: ServerFixture.token)
      driver.expect(screenShows: "Swift retry with backoff #1")
      driver.press(.character("/"))
      driver.type("quuxfrob")
      driver.waitUntilIdle()
      driver.expect(screenShows: row)
    }
  }
}
