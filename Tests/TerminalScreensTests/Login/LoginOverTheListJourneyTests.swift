import GistServer
import TestSupport
import Testing

/// A new-user review: browsing without a token, `1` opened a login that trapped the user
/// (`Esc` did nothing, `q` on the buttons quit dehub, `?` typed into the token). Opened over
/// the list, the login goes back to it; `?` opens help from the token field; a rejected
/// token's sentence goes once the field changes.
@Suite struct LoginOverTheListJourneyTests {
  @Test func theLoginOverTheListGoesBackToIt() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24, seed: { store in store.generate(count: 2, owner: "ada") },
      token: nil, config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "Sign in to 127.0.0.1")
      #expect(driver.footer.contains("Ctrl-C quit"), "the first screen: \(driver.footer)")
      driver.press(.tab)
      driver.step(.enter, shows: "not signed in")

      driver.step(.character("1"), shows: "Sign in to 127.0.0.1")
      driver.expect(screenShows: "Mine lists your own gists")
      driver.expect(screenLacks: "settings/tokens")  // not GitHub: no github.com link
      #expect(driver.footer.contains("Esc back"), "\(driver.footer)")
      // `?` in the token field opens help; it is not typed.
      driver.step(.character("?"), shows: "clear the field")
      driver.step(.character("?"))
      driver.expect(screenLacks: "•")
      // A rejected token's sentence goes when the field changes.
      driver.type("wrong")
      driver.step(.enter, shows: "GitHub rejected this token")
      driver.press(.ctrl("u"))
      driver.expect(screenLacks: "GitHub rejected this token")
      // Esc goes back to the list.
      driver.step(.escape)
      #expect(driver.topScreen == "Gist list")
      driver.expect(screenShows: "not signed in")

      // `q` with the focus on the buttons goes back too; it does not quit.
      driver.step(.character("1"), shows: "Sign in to 127.0.0.1")
      driver.press(.tab)
      driver.step(.character("q"))
      #expect(!driver.app.loop.isStopped)
      #expect(driver.topScreen == "Gist list")
      driver.press(.character("q"))
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
