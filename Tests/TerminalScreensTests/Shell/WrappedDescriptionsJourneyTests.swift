import Foundation
import GistServer
import Keys
import ScreenLogic
import TestSupport
import Testing

/// Issue 57, item 30: at 60 and 80 columns the options and help cut their descriptions
/// with "…"; every word of them is on the screen. How the words are laid out at each
/// width is the subject: the screen's text is read for them.
@Suite struct WrappedDescriptionsJourneyTests {
  /// The screen's words, row after row, with the frames and the spaces around them gone.
  static func words(_ driver: AppDriver) -> String {
    driver.screen.lines.map {
      $0.split(whereSeparator: { " │┃".contains($0) }).joined(separator: " ")
    }.joined(separator: " ")
  }

  @Test(arguments: [(60, 20), (80, 24)])
  func optionsAndHelpShowWholeDescriptions(size: (Int, Int)) async throws {
    try await AppDriver.with(
      columns: size.0, rows: size.1, seed: { store in store.generate(count: 2, owner: "ada") },
      token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      driver.step(actions: "options")
      #expect(driver.topScreen == "Options")
      // The highlighted option says all it does.
      let first = try #require(AppOption.all.first)
      #expect(Self.words(driver).contains(first.detail), "\(driver.screen)")
      driver.expect(screenLacks: "…")
      driver.step(actions: "back")
      // Help: a long action wraps in the box instead of ending in "…".
      driver.step(actions: "help")
      #expect(driver.help?.title == "Gist list")
      driver.expect(screenLacks: "…")
      #expect(
        Self.words(driver).contains("search as you type (Esc clears)"), "\(driver.screen)")
    }
  }
}
