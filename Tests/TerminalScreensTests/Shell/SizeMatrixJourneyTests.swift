import TestSupport
import Testing

/// Every screen at 60x20, 80x24 and 200x60 on the driver, on the demo's data: the leave key
/// and `? help` are in the footer, the highlighted row's text shows, dialogs show both
/// buttons, help says how to close it. (One real-terminal run stays in tmux.)
///
/// Which screen is on top is read from its widgets; what must be drawn whole at each size
/// (the footer, a dialog's buttons, help's and the palette's closing words, the star state)
/// is read from what the screen draws, which is this suite's subject.
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

  /// Expects the open dialog to offer `buttons`, each drawn whole at this size.
  static func dialog(
    _ driver: AppDriver, offers buttons: [String], _ screen: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(driver.prompt?.buttons == buttons, "\(screen)", sourceLocation: sourceLocation)
    for button in buttons {
      driver.expect(screenShows: "[ \(button) ]", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: sizes)
  func everyScreenKeepsItsFooterAndWhatTheUserActsOn(size: (Int, Int)) async throws {
    let name = "\(size.0)x\(size.1)"
    try await AppDriver.with(columns: size.0, rows: size.1, config: JourneySeed.config) {
      driver in
      // The list: the highlighted gist's description, drawn; the footer.
      let highlighted = driver.list.highlightedRow ?? ""
      #expect(highlighted.contains("Swift retry with"), "\(name): \(highlighted)")
      Self.footer(driver, leave: "q quit", verb: "Enter open", "\(name) list")

      // The palette: the screen's actions with their keys, how to close it (drawn).
      driver.step(actions: "palette", shows: "Esc close")
      #expect(driver.palette?.actions.contains("open the gist") == true)
      driver.press(.escape)
      #expect(driver.palette == nil)

      // Help: scrollable, says how to close (drawn).
      driver.step(actions: "help", shows: "q closes")
      #expect(driver.help != nil)
      driver.press(action: "back")
      #expect(driver.help == nil)

      // The detail, its delete dialog, history, a diff, comments.
      driver.step(actions: "open", shows: "starred")  // the star state is never cut
      #expect(
        driver.detail.title?.hasPrefix("Swift retry with") == true,
        "\(name) detail\n\(driver.screen)")
      Self.footer(driver, leave: "q back", verb: "/ find", "\(name) detail")
      driver.step(actions: "delete")
      Self.dialog(driver, offers: ["Cancel", "Delete"], "\(name) delete")
      driver.press(.character("n"))
      #expect(driver.prompt == nil)
      driver.step(actions: "history")
      #expect(driver.view.title?.hasPrefix("History of") == true)
      Self.footer(
        driver, leave: "q back", verb: "Enter what this revision changed", "\(name) history")
      // The revisions are loaded (a row with its additions and deletions), then the diff.
      #expect(
        driver.view.rows.contains {
          $0.contains { $0.hasPrefix("+") } && $0.contains { $0.hasPrefix("-") }
        }, "\(driver.view.rows)")
      driver.step(actions: "diff")
      #expect(driver.view.title?.contains("to the current version") == true)
      Self.footer(driver, leave: "q back", verb: "w wrap", "\(name) diff")
      driver.step(actions: "back")
      #expect(driver.view.title?.hasPrefix("History of") == true)
      // The restore question (of the older revision) shows all its buttons.
      driver.step(actions: "down", "restore")
      Self.dialog(driver, offers: ["Cancel", "Show the changes", "Restore"], "\(name) restore")
      driver.press(.escape)
      #expect(driver.prompt == nil)
      driver.press(action: "back")
      driver.step(actions: "forks")
      #expect(driver.view.title?.hasPrefix("Forks of") == true)
      Self.footer(driver, leave: "q back", verb: "Enter open the fork", "\(name) forks")
      driver.press(action: "back")
      #expect(driver.detail.title?.hasPrefix("Swift retry with") == true, "\(driver.screen)")
      driver.step(actions: "comments")
      #expect(driver.view.title?.hasPrefix("Comments on") == true)
      Self.footer(driver, leave: "q back", verb: "a add a comment", "\(name) comments")
      driver.press(action: "back")
      #expect(driver.detail.title?.hasPrefix("Swift retry with") == true, "\(driver.screen)")
      driver.press(action: "back")

      // Compose, drafts, options.
      #expect(driver.list.isShown)
      Self.footer(driver, leave: "q quit", verb: "Enter open", "\(name) list again")
      driver.step(actions: "new")
      #expect(driver.view.title == "New gist")
      Self.footer(driver, leave: "q back", verb: "S Ctrl-S send", "\(name) compose")
      // A description makes it a draft worth keeping (an empty new gist is none).
      driver.press(action: "description")
      driver.type("size matrix")
      driver.step(.enter)
      driver.step(actions: "back")
      #expect(driver.list.isShown)
      driver.step(actions: "drafts")
      #expect(driver.view.title?.hasPrefix("1 unsent draft") == true, "\(driver.view.labels)")
      Self.footer(driver, leave: "q back", verb: "Enter review", "\(name) drafts")
      driver.step(actions: "back")
      #expect(driver.list.isShown)
      driver.step(actions: "options")
      #expect(driver.view.labels.contains { $0.hasPrefix("Saved under [options]") })
      #expect(driver.view.rows.contains { $0.contains("Theme") }, "\(driver.view.rows)")
      Self.footer(driver, leave: "q back", verb: "Space Enter change it", "\(name) options")
      driver.step(actions: "back")
      #expect(driver.list.isShown)
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }

    // The login screen (no token).
    try await AppDriver.with(
      columns: size.0, rows: size.1, token: nil, config: JourneySeed.config
    ) { driver in
      #expect(driver.view.title == "Sign in to 127.0.0.1:\(driver.server.port)")
      Self.footer(driver, leave: "Ctrl-C quit", verb: "Enter sign in", "\(name) login")
      driver.press(.ctrl("c"))
      #expect(driver.app.loop.isStopped)
    }
  }
}
