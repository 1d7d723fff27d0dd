import Keys
import TestSupport
import Testing

/// A new user's review: while the terminal was too small, keys still reached the screen the
/// message hid. With a delete dialog open, `Right` and `Enter` at 30x8 deleted the marked
/// gists. Below the minimum size only Ctrl-C (quit) and Ctrl-Z act.
@Suite struct TooSmallIgnoresKeysJourneyTests {
  static func deletes(_ driver: AppDriver) -> Int {
    driver.server.store.requests.filter { $0.method == "DELETE" }.count
  }

  @Test func aHiddenDialogTakesNoKeys() async throws {
    try await AppDriver.with(columns: 80, rows: 24, config: JourneySeed.config) { driver in
      let space = Key.character(" ")
      driver.step(space, .character("j"), space, .character("j"), space, shows: "3 marked")
      driver.step(.character("d"), shows: "Delete 3 gists?")
      driver.resize(columns: 30, rows: 8)
      driver.expect(screenShows: "Terminal too small")
      driver.step(.right, .enter)
      driver.step(.mouse(MouseEvent(kind: .press(button: 1), x: 45, y: 15)))
      driver.resize(columns: 80, rows: 24)
      driver.waitUntilIdle(step: 5)
      #expect(Self.deletes(driver) == 0)
      driver.expect(screenShows: "Delete 3 gists?")
      driver.expect(screenShows: "3 marked")
    }
  }

  @Test func aHiddenListTakesNoKeysNorTheMouseButCtrlCQuits() async throws {
    try await AppDriver.with(columns: 80, rows: 24, config: JourneySeed.config) { driver in
      let first = driver.list.highlighted
      driver.resize(columns: 30, rows: 8)
      driver.step(
        .character("j"), .character(" "), .mouse(MouseEvent(kind: .wheelDown, x: 5, y: 5)))
      driver.resize(columns: 80, rows: 24)
      #expect(driver.list.highlighted == first)
      driver.expect(screenLacks: "1 marked")
      driver.resize(columns: 30, rows: 8)
      driver.expect(screenShows: "q or Ctrl-C quits")
      driver.press(.ctrl("c"))
      #expect(driver.app.loop.isStopped)
    }
  }

  /// Issue 57, item 37: at 40x10 `q` was ignored (Ctrl-C only); it quits there too, even
  /// with a field open that it would have typed into.
  @Test func qQuitsWhileTooSmallEvenFromAField() async throws {
    try await AppDriver.with(columns: 80, rows: 24, config: JourneySeed.config) { driver in
      driver.step(.character("/"))
      driver.resize(columns: 40, rows: 10)
      driver.expect(screenShows: "q or Ctrl-C quits")
      driver.press(.character("q"))
      #expect(driver.app.loop.isStopped)
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
