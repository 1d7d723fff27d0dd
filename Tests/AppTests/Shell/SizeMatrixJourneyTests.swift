import TerminalUI
import TestSupport
import Testing

/// Every screen at 60x20, 80x24 and 200x60 on the driver, on the demo's data: the leave key
/// and `? help` are in the footer, the highlighted row's text shows, dialogs show both
/// buttons, help says how to close it. (One real-terminal run stays in tmux.)
@Suite struct SizeMatrixJourneyTests {
  static let sizes = [(60, 20), (80, 24), (200, 60)]

  /// Expects the footer (the last row) to name `leave`, help and the screen's first-ranked
  /// `verb` (issue 35: the footers keep what the screen is for).
  static func footer(
    _ driver: AppDriver, leave: String, verb: String, _ screen: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let last = driver.footer
    driver.expect(
      last.contains(leave) && last.contains("? help") && last.contains(verb), "\(screen): footer",
      sourceLocation: sourceLocation)
  }

  /// Presses `keys`, waits until idle, and expects `text` on the screen.
  static func step(
    _ driver: AppDriver, _ keys: Key..., shows text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for key in keys { driver.press(key) }
    driver.waitUntilIdle()
    driver.expect(screenShows: text, sourceLocation: sourceLocation)
  }

  @Test(arguments: sizes)
  func everyScreenKeepsItsFooterAndWhatTheUserActsOn(size: (Int, Int)) async throws {
    let name = "\(size.0)x\(size.1)"
    try await AppDriver.with(columns: size.0, rows: size.1, config: JourneySeed.config) {
      driver in
      // The list: the highlighted gist's description, the footer.
      driver.expect(screenShows: "Swift retry with")
      Self.footer(driver, leave: "q quit", verb: "Enter open", "\(name) list")

      // The palette: the screen's actions with their keys, how to close it.
      Self.step(driver, .ctrl("p"), shows: "Esc close")
      driver.expect(screenShows: "open the gist")
      driver.press(.escape)
      driver.expect(screenLacks: "Esc close")

      // Help: scrollable, says how to close.
      Self.step(driver, .character("?"), shows: "q closes")
      driver.press(.character("q"))
      driver.expect(screenLacks: "q closes")

      // The detail, its delete dialog, history, a diff, comments.
      Self.step(driver, .enter, shows: "starred")  // the star state is never cut
      #expect(driver.detail.title?.hasPrefix("Swift retry with") == true, "\(name) detail")
      Self.footer(driver, leave: "q back", verb: "/ find", "\(name) detail")
      Self.step(driver, .character("d"), shows: "[ Cancel ]")
      driver.expect(screenShows: "[ Delete ]")
      driver.press(.character("n"))
      driver.expect(screenLacks: "[ Delete ]")
      Self.step(driver, .character("h"), shows: "History of")
      Self.footer(
        driver, leave: "q back", verb: "Enter what this revision changed", "\(name) history")
      // The revisions are loaded (a row with its additions and deletions), then the diff.
      #expect(driver.screen.lines.dropFirst().contains { $0.contains(" +") && $0.contains(" -") })
      Self.step(driver, .character("d"), shows: "to the current version")
      Self.footer(driver, leave: "q back", verb: "w wrap", "\(name) diff")
      Self.step(driver, .character("q"), shows: "History of")
      // The restore question (of the older revision) shows all its buttons.
      Self.step(driver, .character("j"), .character("r"), shows: "[ Cancel ]")
      driver.expect(screenShows: "[ Restore ]")
      driver.press(.escape)
      driver.expect(screenLacks: "[ Restore ]")
      driver.press(.character("q"))
      Self.step(driver, .character("F"), shows: "Forks of")
      Self.footer(driver, leave: "q back", verb: "Enter open the fork", "\(name) forks")
      driver.press(.character("q"))
      #expect(driver.detail.title?.hasPrefix("Swift retry with") == true)
      Self.step(driver, .character("c"), shows: "Comments on")
      Self.footer(driver, leave: "q back", verb: "a add a comment", "\(name) comments")
      driver.press(.character("q"))
      #expect(driver.detail.title?.hasPrefix("Swift retry with") == true)
      driver.press(.character("q"))

      // Compose, drafts, options.
      driver.expect(screenShows: "q quit")
      Self.step(driver, .character("n"), shows: "New gist")
      Self.footer(driver, leave: "q back", verb: "S Ctrl-S send", "\(name) compose")
      Self.step(driver, .character("q"), shows: "q quit")
      Self.step(driver, .character("D"), shows: "unsent draft")
      Self.footer(driver, leave: "q back", verb: "Enter review", "\(name) drafts")
      Self.step(driver, .character("q"), shows: "q quit")
      Self.step(driver, .character("O"), shows: "Saved under [options]")
      driver.expect(screenShows: "Theme")
      Self.footer(driver, leave: "q back", verb: "Space Enter change it", "\(name) options")
      Self.step(driver, .character("q"), shows: "q quit")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }

    // The login screen (no token).
    try await AppDriver.with(
      columns: size.0, rows: size.1, token: nil, config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "Sign in to 127.0.0.1")
      Self.footer(driver, leave: "Ctrl-C quit", verb: "Enter sign in", "\(name) login")
      driver.press(.ctrl("c"))
      #expect(driver.app.loop.isStopped)
    }
  }
}
