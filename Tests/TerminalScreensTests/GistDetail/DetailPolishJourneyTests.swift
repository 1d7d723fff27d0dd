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
      driver.expect(screenShows: "The gist could not be loaded")
      let footer = driver.footer
      for offered in ["find", "star", "next file", "history", "comments"] {
        #expect(!footer.contains(offered), "\(offered): \(footer)")
      }
      #expect(footer.contains("r reload"), "\(footer)")
      #expect(footer.contains("q back"), "\(footer)")
      // Refused with why, not silently ignored.
      driver.step(.character("*"))
      driver.expect(screenShows: "star / unstar: the gist did not load")
    }
  }
}
