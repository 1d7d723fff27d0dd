import Foundation
import GistServer
import Keys
import ScreenLogic
import TestSupport
import Testing

/// Issue 57's findings on the gist detail, each on the driver at 80x24.
@Suite struct DetailPolishJourneyTests {
  /// Item 36: a gist that failed to load offered find, star and next file in its footer.
  @Test func aGistThatFailedToLoadOffersOnlyWhatCanBeDone() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24, seed: { store in store.generate(count: 1, owner: "ada") },
      token: ServerFixture.token, config: JourneySeed.config,
      opening: .gist(id: "0000000000000000000000000000dead", revision: nil)
    ) { driver in
      #expect(
        driver.view.emptyState?.title == "The gist could not be loaded",
        "\(driver.view.labels)")
      let footer = driver.footer
      for offered in ["find", "star", "next file", "history", "comments"] {
        #expect(!footer.contains(offered), "\(offered): \(footer)")
      }
      #expect(footer.contains("r reload"), "\(footer)")
      #expect(footer.contains("q back"), "\(footer)")
      // Refused with why, not silently ignored.
      driver.step(actions: "star")
      #expect(driver.toast == "star / unstar: the gist did not load", "\(driver.toast ?? "")")
    }
  }

  /// Item 15: with wrap off (as a file opens), a line cut at the edge showed no `›`, the
  /// position line said no column, and the footer did not offer `w`.
  @Test func aCutLineIsMarkedAndThePositionSaysTheColumns() async throws {
    let long = (1...30).map { "word\($0)" }.joined(separator: " ")
    try await AppDriver.withGist(
      columns: 80, rows: 24, description: "Long lines", files: ["long.txt": "short\n\(long)\n"]
    ) { driver in
      #expect(driver.detail.text == ["short", long], "\(driver.detail.text)")
      // Where a line is cut is drawn, at this width: the screen is read for the `›`.
      let cut = driver.screen.row(containing: "word1 word2") ?? ""
      #expect(cut.hasSuffix("›"), "\(driver.screen)")
      #expect(driver.screen.row(containing: "short")?.hasSuffix("›") == false)
      #expect(driver.detail.position.contains("cols 1–"), "\(driver.detail.position)")
      #expect(driver.footer.contains("w wrap"), "\(driver.footer)")
      #expect(!driver.footer.contains("next file"), "one file: \(driver.footer)")
      // Sideways, the columns follow.
      driver.step(actions: "right")
      #expect(driver.detail.position.contains("cols 9–"), "\(driver.detail.position)")
      // Wrapped, nothing is cut: the line's end is drawn, and no `›`.
      driver.step(actions: "wrap")
      driver.expect(screenShows: "word30")
      driver.expect(screenLacks: "›")
      #expect(!driver.detail.position.contains("cols "), "\(driver.detail.position)")
    }
  }

  /// Item 20: a gist of 31 files was read with Tab and Shift-Tab alone. `t` lists its files
  /// to choose by name (typing filters), and the palette offers them too.
  @Test func aFileIsChosenByNameAmongMany() async throws {
    let files = Dictionary(
      uniqueKeysWithValues: (1...31).map { (String(format: "part%02d.txt", $0), "text of \($0)\n") }
    )
    try await AppDriver.withGist(columns: 80, rows: 24, description: "Many parts", files: files) {
      driver in
      #expect(driver.detail.text == ["text of 1"])
      driver.step(actions: "choose-file")
      let files = try #require(driver.palette)
      #expect(files.actions.first == "file: part01.txt", "\(files.actions)")
      // Only the files: no other action.
      #expect(files.status.hasPrefix("31 files"), "\(files.status)")
      #expect(files.actions.allSatisfy { $0.hasPrefix("file: ") }, "\(files.actions)")
      driver.type("part27")
      driver.step(.enter)
      #expect(driver.detail.text == ["text of 27"])
      // The palette has them too, among the actions.
      driver.step(actions: "palette")
      #expect(driver.palette?.title == "Commands")
      driver.type("part12")
      driver.step(.enter)
      #expect(driver.detail.text == ["text of 12"])
    }
  }
}
