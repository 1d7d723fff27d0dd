import Foundation
import GistServer
import TestSupport
import Testing

/// A new-user review of the list's failures and the User tab, at 80x24.
@Suite struct ListFailureJourneyTests {
  /// What the list says instead of rows: its title, then the sentence under it.
  static func said(_ driver: AppDriver) -> String {
    driver.view.emptyState.map { "\($0.title) \($0.subtitle)" } ?? ""
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
      let text = Self.said(driver)
      #expect(
        text.contains("GitHub had a server error (HTTP 502). Press F5 to try again."), "\(text)")
      #expect(!text.contains("in a moment"), "\(text)")
      #expect(driver.toast?.contains("in a moment") != true, "\(driver.toast ?? "")")
      #expect(driver.footer.key(for: "refresh") == "F5", "\(driver.footer)")
      let actions = driver.footer.actions
      let retry = actions.firstIndex(of: "refresh") ?? .max
      #expect(retry < actions.firstIndex { $0.hasPrefix("open the gist") } ?? 0, "\(actions)")
      driver.press(action: "back")
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
      #expect(driver.list.position.hasSuffix("of 3 gists"), "\(driver.list.position)")
      driver.step(actions: "user")
      #expect(driver.view.emptyState?.title == "Whose gists?")
      #expect(driver.list.rows.isEmpty && !driver.list.position.contains("of 3 gists"))
      driver.type("ada")
      driver.step(.enter)
      #expect(driver.list.tab == "User: ada")
      driver.step(actions: "mine")
      #expect(driver.list.position.hasSuffix("of 3 gists"), "\(driver.list.position)")
      driver.step(actions: "user")
      #expect(driver.list.tab == "User: ada")
      #expect(driver.view.emptyState == nil && !driver.list.rows.isEmpty)
      // On the User tab, `4` asks for another.
      driver.step(actions: "user")
      #expect(driver.view.emptyState?.title == "Whose gists?")
      driver.type("nobody")
      driver.step(.enter)
      let text = Self.said(driver)
      #expect(text.contains("Press 4 to ask for another user."), "\(text)")
      #expect(!text.contains("Press r to try again"), "\(text)")
      #expect(driver.toast?.contains("Press r to try again") != true, "\(driver.toast ?? "")")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
