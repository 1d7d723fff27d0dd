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
      #expect(driver.login?.title == "Sign in to 127.0.0.1:\(driver.server.port)")
      #expect(driver.footer.key(for: "quit") == "Ctrl-C", "the first screen: \(driver.footer)")
      driver.press(action: "switch-focus")
      driver.step(actions: "submit")
      #expect(driver.list.status.contains("not signed in"), "\(driver.list.status)")

      driver.step(actions: "mine")
      let login = try #require(driver.login)
      #expect(login.title == "Sign in to 127.0.0.1:\(driver.server.port)")
      #expect(login.message?.hasPrefix("Mine lists your own gists") == true, "\(login)")
      // Not GitHub: no github.com link.
      #expect(!login.intro.contains { $0.contains("settings/tokens") }, "\(login.intro)")
      #expect(driver.footer.key(for: "back") == "Esc", "\(driver.footer)")
      // `?` in the token field opens help; it is not typed.
      driver.step(actions: "help")
      #expect(driver.help?.actions.contains("clear the field") == true)
      driver.step(actions: "help")
      #expect(driver.help == nil)
      #expect(driver.login?.token?.text == "")
      // A rejected token's sentence goes when the field changes.
      driver.type("wrong")
      driver.step(actions: "submit")
      #expect(
        driver.login?.message?.contains("GitHub rejected this token") == true,
        "\(driver.login?.message ?? "")")
      driver.press(action: "clear")
      #expect(driver.login?.message == nil)
      // Esc goes back to the list.
      driver.step(.escape)
      #expect(driver.topScreen == "Gist list")
      #expect(driver.list.status.contains("not signed in"), "\(driver.list.status)")

      // `q` with the focus on the buttons goes back too; it does not quit.
      driver.step(actions: "mine")
      #expect(driver.login?.title == "Sign in to 127.0.0.1:\(driver.server.port)")
      driver.press(action: "switch-focus")
      driver.step(.character("q"))
      #expect(!driver.app.loop.isStopped)
      #expect(driver.topScreen == "Gist list")
      driver.press(action: "back")
      #expect(driver.app.loop.exitStatus == 0)
    }
  }
}
