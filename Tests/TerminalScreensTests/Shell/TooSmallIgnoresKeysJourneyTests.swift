import Keys
import TestSupport
import Testing

/// A new user's review: while the terminal was too small, keys still reached the screen the
/// message hid. With a delete dialog open, `Right` and `Enter` at 30x8 deleted the marked
/// gists. Below the minimum size only Ctrl-C (quit) and Ctrl-Z act.
///
/// What the too-small screen says ("Terminal too small", "q or Ctrl-C quits") is drawn in
/// place of every widget: the screen's text is read for it.
@Suite struct TooSmallIgnoresKeysJourneyTests {
  static func deletes(_ driver: AppDriver) -> Int {
    driver.server.store.requests.filter { $0.method == "DELETE" }.count
  }

  @Test func aHiddenDialogTakesNoKeys() async throws {
    try await AppDriver.with(columns: 80, rows: 24, config: JourneySeed.config) { driver in
      driver.step(actions: "mark", "down", "mark", "down", "mark")
      #expect(driver.list.position.hasSuffix("3 marked"), "\(driver.list.position)")
      driver.step(actions: "delete")
      #expect(driver.prompt?.title == "Delete 3 gists?")
      driver.resize(columns: 30, rows: 8)
      driver.expect(screenShows: "Terminal too small")
      // The keys that would answer the hidden dialog: Delete, then a click.
      driver.step(.right, .enter)
      driver.step(.mouse(MouseEvent(kind: .press(button: 1), x: 45, y: 15)))
      driver.resize(columns: 80, rows: 24)
      driver.waitUntilIdle(step: 5)
      #expect(Self.deletes(driver) == 0)
      #expect(driver.prompt?.title == "Delete 3 gists?")
      #expect(driver.list.marked.count == 3 && driver.list.position.hasSuffix("3 marked"))
    }
  }

  @Test func aHiddenListTakesNoKeysNorTheMouseButCtrlCQuits() async throws {
    try await AppDriver.with(columns: 80, rows: 24, config: JourneySeed.config) { driver in
      let first = driver.list.highlighted
      driver.resize(columns: 30, rows: 8)
      driver.press(action: "down")
      driver.press(action: "mark")
      driver.step(.mouse(MouseEvent(kind: .wheelDown, x: 5, y: 5)))
      driver.resize(columns: 80, rows: 24)
      #expect(driver.list.highlighted == first)
      #expect(driver.list.marked.isEmpty && !driver.list.position.contains("marked"))
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
      driver.step(actions: "filter")
      #expect(driver.field?.label == "/")
      driver.resize(columns: 40, rows: 10)
      driver.expect(screenShows: "q or Ctrl-C quits")
      driver.press(.character("q"))  // the too-small screen's own key, whatever [keys] says
      #expect(driver.app.loop.isStopped)
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
