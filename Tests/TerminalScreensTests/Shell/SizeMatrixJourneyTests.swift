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

  @Test(arguments: sizes)
  func everyScreenKeepsItsFooterAndWhatTheUserActsOn(size: (Int, Int)) async throws {
    let name = "\(size.0)x\(size.1)"
    try await AppDriver.with(columns: size.0, rows: size.1, config: JourneySeed.config) {
      driver in
      // The list: the highlighted gist's description, the footer.
      driver.expect(screenShows: "Swift retry with")
      Self.footer(driver, leave: "q quit", verb: "Enter open", "\(name) list")

      // The palette: the screen's actions with their keys, how to close it.
      driver.step(.ctrl("p"), shows: "Esc close")
      driver.expect(screenShows: "open the gist")
      driver.press(.escape)
      driver.expect(screenLacks: "Esc close")

      // Help: scrollable, says how to close.
      driver.step(.character("?"), shows: "q closes")
      driver.press(.character("q"))
      driver.expect(screenLacks: "q closes")

      // The detail, its delete dialog, history, a diff, comments.
      driver.step(.enter, shows: "starred")  // the star state is never cut
      #expect(
        driver.detail.title?.hasPrefix("Swift retry with") == true,
        "\(name) detail\n\(driver.screen)")
      Self.footer(driver, leave: "q back", verb: "/ find", "\(name) detail")
      driver.step(.character("d"), shows: "[ Cancel ]")
      driver.expect(screenShows: "[ Delete ]")
      driver.press(.character("n"))
      driver.expect(screenLacks: "[ Delete ]")
      driver.step(.character("h"), shows: "History of")
      Self.footer(
        driver, leave: "q back", verb: "Enter what this revision changed", "\(name) history")
      // The revisions are loaded (a row with its additions and deletions), then the diff.
      #expect(
        driver.screen.lines.dropFirst().contains { $0.contains(" +") && $0.contains(" -") },
        "\(driver.screen)")
      driver.step(.character("d"), shows: "to the current version")
      Self.footer(driver, leave: "q back", verb: "w wrap", "\(name) diff")
      driver.step(.character("q"), shows: "History of")
      // The restore question (of the older revision) shows all its buttons.
      driver.step(.character("j"), .character("r"), shows: "[ Cancel ]")
      driver.expect(screenShows: "[ Restore ]")
      driver.press(.escape)
      driver.expect(screenLacks: "[ Restore ]")
      driver.press(.character("q"))
      driver.step(.character("F"), shows: "Forks of")
      Self.footer(driver, leave: "q back", verb: "Enter open the fork", "\(name) forks")
      driver.press(.character("q"))
      #expect(driver.detail.title?.hasPrefix("Swift retry with") == true, "\(driver.screen)")
      driver.step(.character("c"), shows: "Comments on")
      Self.footer(driver, leave: "q back", verb: "a add a comment", "\(name) comments")
      driver.press(.character("q"))
      #expect(driver.detail.title?.hasPrefix("Swift retry with") == true, "\(driver.screen)")
      driver.press(.character("q"))

      // Compose, drafts, options.
      driver.expect(screenShows: "q quit")
      driver.step(.character("n"), shows: "New gist")
      Self.footer(driver, leave: "q back", verb: "S Ctrl-S send", "\(name) compose")
      // A description makes it a draft worth keeping (an empty new gist is none).
      driver.press(.character("D"))
      driver.type("size matrix")
      driver.step(.enter)
      driver.step(.character("q"), shows: "q quit")
      driver.step(.character("D"), shows: "unsent draft")
      Self.footer(driver, leave: "q back", verb: "Enter review", "\(name) drafts")
      driver.step(.character("q"), shows: "q quit")
      driver.step(.character("O"), shows: "Saved under [options]")
      driver.expect(screenShows: "Theme")
      Self.footer(driver, leave: "q back", verb: "Space Enter change it", "\(name) options")
      driver.step(.character("q"), shows: "q quit")
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
