import GistServer
import Keys
import TestSupport
import Testing

/// Issue 57, item 6: the login's help said `q quit` while `q` typed into the token; signed
/// out, the palette offered a new gist, the drafts and the linked files, and `new gist`
/// opened the compose screen with no token to send it with.
@Suite struct SignedOutJourneyTests {
  /// Whether a help row names `keys` for `action` (the keys column, then the action).
  static func helpRow(_ driver: AppDriver, keys: String, action: String) -> Bool {
    driver.screen.lines.contains { line in
      let words = line.split(separator: " ").map(String.init)
      guard let at = words.firstIndex(of: keys) else { return false }
      return words.dropFirst(at + 1).first.map { $0.hasPrefix(action) } ?? false
    }
  }

  @Test func theLoginsHelpListsNoLetterThatTypesIntoTheToken() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24, seed: { store in store.generate(count: 2, owner: "ada") },
      token: nil, config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "Sign in to 127.0.0.1")
      driver.step(.character("?"), shows: "Ctrl-C")
      #expect(!Self.helpRow(driver, keys: "q", action: "quit"), "\(driver.screen)")
      #expect(Self.helpRow(driver, keys: "Ctrl-C", action: "quit"), "\(driver.screen)")
      // `:` types into the token too: help names Ctrl-P for the palette.
      #expect(Self.helpRow(driver, keys: "Ctrl-P", action: "command"), "\(driver.screen)")
      driver.step(.character("?"))
      // `q` types, as help now says.
      driver.step(.character("q"))
      #expect(!driver.app.loop.isStopped)
      driver.expect(screenShows: "•")
    }
  }

  @Test func signedOutThePaletteOffersNoAccountsScreensAndNewGistSignsInFirst() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24, seed: { store in store.generate(count: 2, owner: "ada") },
      token: nil, config: JourneySeed.config
    ) { driver in
      // On the login screen: none of the account's screens.
      driver.step(.ctrl("p"), shows: "Commands")
      for action in ["new gist", "unsent drafts", "linked files", "Mine", "Starred"] {
        driver.expect(screenLacks: action)
      }
      driver.expect(screenShows: "Public")
      driver.step(.escape)
      driver.press(.tab)
      driver.step(.enter, shows: "not signed in")

      // `n` on the list asks to sign in first; Esc goes back to the list.
      driver.step(.character("n"))
      #expect(driver.topScreen == "Sign in", "\(driver.screen)")
      driver.expect(screenShows: "A new gist is written to your account")
      driver.step(.escape)
      #expect(driver.topScreen == "Gist list")

      // The palette's "new gist" does the same; the drafts and linked files too.
      driver.step(.ctrl("p"), shows: "Commands")
      driver.type("new gist")
      driver.step(.enter)
      #expect(driver.topScreen == "Sign in", "\(driver.screen)")
      driver.step(.escape)
      driver.step(.character("D"))
      #expect(driver.topScreen == "Sign in", "\(driver.screen)")
      driver.expect(screenShows: "Unsent drafts are sent from your account")
      driver.step(.escape)
      driver.step(.character("L"))
      #expect(driver.topScreen == "Sign in", "\(driver.screen)")
      driver.step(.escape)
      #expect(driver.topScreen == "Gist list")
    }
  }
}
