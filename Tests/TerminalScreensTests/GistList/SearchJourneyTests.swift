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
      // The index caught up by itself (idle waits for it); the position says no "indexed
      // N of M".
      #expect(driver.list.position == "1 of 100+ gists")
      driver.press(action: "filter")
      driver.type("quuxfrob")
      driver.waitUntilIdle()
      #expect(driver.list.hit == row)
      #expect(driver.list.titles == ["old notes"])
      #expect(driver.list.position.hasPrefix("1 of 1 hit"), "\(driver.list.position)")
      for (columns, rows) in [(80, 24), (200, 60), (60, 20)] {
        driver.resize(columns: columns, rows: rows)
        #expect(driver.list.hit == row)
        // A line of its own at each size: the screen's layout is the subject.
        let screen = driver.screen.lines
        driver.expect(
          screen.contains { $0.hasPrefix(row) } && screen.count >= rows, "\(columns)x\(rows)")
      }
      driver.step(.enter)  // opens the highlighted result at once (the field has the keys)
      // It opens on the file that matched, at the match, and n goes round the matches.
      #expect(driver.detail.file == "runbook.txt")
      #expect(driver.detail.text.dropFirst().first == "the quuxfrobnicate step")
      #expect(driver.toast == "Match 1 of 1 · n next · N previous")
      driver.press(action: "next-match")
      #expect(driver.toast == "Match 1 of 1 · n next · N previous")
      driver.press(action: "back")
      driver.press(action: "back")

      driver.stopServer()
      driver.resize(columns: 120, rows: 24)
      try driver.relaunch(token: ServerFixture.token)
      #expect(driver.list.titles.contains("Swift retry with backoff #1"))
      driver.press(action: "filter")
      driver.type("quuxfrob")
      driver.waitUntilIdle()
      #expect(driver.list.hit == row)
    }
  }
}
