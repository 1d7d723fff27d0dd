import Foundation
import GistServer
import TestSupport
import Testing

/// A new-user review of the list's failures and the User tab, at 80x24.
@Suite struct ListFailureJourneyTests {
  /// The screen's words, row after row, with the spaces that centre them taken out.
  static func words(_ driver: AppDriver) -> String {
    driver.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// "…(HTTP 502); try again in a moment. Press F5 to try again." said it twice, and the
  /// footer offered "Enter open the gist (nothing highlighted)" but not the retry key.
  @Test func aFailedListSaysTryAgainOnceAndItsFooterHasTheRetryKey() async throws {
    var config = JourneySeed.config
    config.keys["refresh"] = ["f5"]
    try await AppDriver.with(
      columns: 80, rows: 24,
      seed: { store in
        store.generate(count: 2, owner: ServerFixture.login)
        store.inject(Fault(method: "GET", path: "/gists", kind: .status(502)))
      }, token: ServerFixture.token, config: config
    ) { driver in
      let text = Self.words(driver)
      #expect(
        text.contains("GitHub had a server error (HTTP 502). Press F5 to try again."),
        "\(driver.screen)")
      #expect(!text.contains("in a moment"), "\(driver.screen)")
      #expect(driver.footer.key(for: "refresh") == "F5", "\(driver.footer)")
      let actions = driver.footer.actions
      let retry = actions.firstIndex(of: "refresh") ?? .max
      #expect(retry < actions.firstIndex { $0.hasPrefix("open the gist") } ?? 0, "\(actions)")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }

  /// The User tab keeps its user; the question for a name shows what to type, not the
  /// last tab's rows; a user who does not exist says how to ask for another.
  @Test func theUserTabKeepsItsUserAndSaysHowToAskForAnother() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24,
      seed: { store in
        store.generate(count: 3, owner: ServerFixture.login)
        store.generate(count: 2, owner: "ada")
      }, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "of 3 gists")
      driver.step(.character("4"), shows: "Whose gists?")
      driver.expect(screenLacks: "of 3 gists")
      driver.type("ada")
      driver.step(.enter, shows: "User: ada")
      driver.step(.character("1"), shows: "of 3 gists")
      driver.step(.character("4"), shows: "User: ada")
      driver.expect(screenLacks: "Whose gists?")
      // On the User tab, `4` asks for another.
      driver.step(.character("4"), shows: "Whose gists?")
      driver.type("nobody")
      driver.step(.enter)
      let text = Self.words(driver)
      #expect(text.contains("Press 4 to ask for another user."), "\(driver.screen)")
      #expect(!text.contains("Press r to try again"), "\(driver.screen)")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
