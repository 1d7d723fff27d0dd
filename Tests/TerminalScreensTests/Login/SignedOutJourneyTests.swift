import GistServer
import Keys
import TestSupport
import Testing

/// Issue 57, item 6: the login's help said `q quit` while `q` typed into the token; signed
/// out, the palette offered a new gist, the drafts and the linked files, and `new gist`
/// opened the compose screen with no token to send it with.
@Suite struct SignedOutJourneyTests {
  /// Whether help names `keys` for an action starting with `action`.
  static func helpRow(_ driver: AppDriver, keys: String, action: String) -> Bool {
    driver.help?.entries.contains { $0.keys == keys && $0.action.hasPrefix(action) } ?? false
  }

  @Test func theLoginsHelpListsNoLetterThatTypesIntoTheToken() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24, seed: { store in store.generate(count: 2, owner: "ada") },
      token: nil, config: JourneySeed.config
    ) { driver in
      #expect(driver.login?.title == "Sign in to 127.0.0.1:\(driver.server.port)")
      driver.step(actions: "help")
      let entries = driver.help?.entries.map { "\($0.keys) \($0.action)" } ?? []
      #expect(!Self.helpRow(driver, keys: "q", action: "quit"), "\(entries)")
      #expect(Self.helpRow(driver, keys: "Ctrl-C", action: "quit"), "\(entries)")
      // `:` types into the token too: help names Ctrl-P for the palette.
      #expect(Self.helpRow(driver, keys: "Ctrl-P", action: "command"), "\(entries)")
      driver.step(actions: "help")
      // `q` types, as help now says.
      driver.type("q")
      driver.waitUntilIdle()
      #expect(!driver.app.loop.isStopped)
      #expect(driver.login?.token?.text == "q")
    }
  }

  @Test func signedOutThePaletteOffersNoAccountsScreensAndNewGistSignsInFirst() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24, seed: { store in store.generate(count: 2, owner: "ada") },
      token: nil, config: JourneySeed.config
    ) { driver in
      // On the login screen: none of the account's screens.
      driver.step(actions: "palette")
      let offered = driver.palette?.actions ?? []
      for action in ["new gist", "unsent drafts", "linked files", "Mine", "Starred"] {
        #expect(!offered.contains { $0.contains(action) }, "\(action): \(offered)")
      }
      #expect(offered.contains { $0.contains("Public") }, "\(offered)")
      driver.step(.escape)
      driver.press(action: "switch-focus")
      driver.step(actions: "submit")
      #expect(driver.list.status.contains("not signed in"), "\(driver.list.status)")

      // `n` on the list asks to sign in first; Esc goes back to the list.
      driver.step(actions: "new")
      #expect(driver.topScreen == "Sign in", "\(driver.topScreen ?? "none")")
      #expect(
        driver.login?.message?.hasPrefix("A new gist is written to your account") == true,
        "\(driver.login?.message ?? "")")
      driver.step(.escape)
      #expect(driver.topScreen == "Gist list")

      // The palette's "new gist" does the same; the drafts and linked files too.
      driver.step(actions: "palette")
      #expect(driver.palette != nil)
      driver.type("new gist")
      driver.step(.enter)
      #expect(driver.topScreen == "Sign in", "\(driver.topScreen ?? "none")")
      driver.step(.escape)
      driver.step(actions: "drafts")
      #expect(driver.topScreen == "Sign in", "\(driver.topScreen ?? "none")")
      #expect(
        driver.login?.message?.hasPrefix("Unsent drafts are sent from your account") == true,
        "\(driver.login?.message ?? "")")
      driver.step(.escape)
      driver.step(actions: "links")
      #expect(driver.topScreen == "Sign in", "\(driver.topScreen ?? "none")")
      driver.step(.escape)
      #expect(driver.topScreen == "Gist list")
    }
  }
}
