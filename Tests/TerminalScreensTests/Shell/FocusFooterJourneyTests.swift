import Foundation
import GistServer
import Keys
import ScreenLogic
import TestSupport
import Testing

/// Issue 57, item 7: while a field or a dialog had the focus (`/`, the User prompt, `+`'s
/// tab name, Restore's question) the footer still showed the list's keys, which do nothing
/// then. It shows the keys of what has the focus, as lazygit and k9s do.
@Suite struct FocusFooterJourneyTests {
  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [SeedUser(login: ServerFixture.login)],
        gists: [
          SeedGist(
            id: "a11ce", owner: ServerFixture.login, description: "Notes", isPublic: true,
            files: ["notes.txt": "new line\n"], history: [["notes.txt": "old line\n"]],
            hoursAgo: 2)
        ]))
  }

  /// Expects the footer to offer each of `keys` and none of `screens` (the screen's own).
  static func footer(
    _ driver: AppDriver, offers keys: [String], not screens: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let footer = driver.footer
    for key in keys {
      #expect(footer.contains(key), "\(key): \(footer)", sourceLocation: sourceLocation)
    }
    #expect(!footer.contains(screens), "\(footer)", sourceLocation: sourceLocation)
  }

  @Test func aFieldOrDialogWithTheFocusShowsItsOwnKeys() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24, seed: Self.seed, token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      let own = "/ search as you type"
      driver.expect(driver.footer.contains(own), "the list's own: \(driver.footer)")

      // The filter: Enter opens, the arrows go to the list, Esc clears.
      driver.step(actions: "filter")
      Self.footer(driver, offers: ["Enter open the gist", "to the list", "Esc clear"], not: own)
      // Leaving the field (↓) gives the list its keys back; `+` asks the tab's name.
      driver.type("notes")
      driver.step(.down)
      #expect(driver.footer.contains(own), "\(driver.footer)")
      driver.step(actions: "save-search")
      #expect(driver.field?.label == "Tab name:")
      Self.footer(driver, offers: ["Enter save the tab", "Esc cancel"], not: own)
      driver.step(.escape)
      #expect(driver.footer.contains(own), "\(driver.footer)")

      // The User prompt.
      driver.step(actions: "user")
      #expect(driver.view.emptyState?.title == "Whose gists?")
      Self.footer(driver, offers: ["Enter show their gists", "Esc cancel"], not: own)
      driver.step(.escape)

      // Restore's question in the history: its buttons' keys.
      driver.step(actions: "mine")
      driver.step(.escape)
      driver.step(actions: "open")
      #expect(driver.detail.text == ["new line"])
      driver.step(actions: "history")
      #expect(driver.view.title == "History of Notes")
      driver.step(actions: "down", "restore")
      #expect(driver.prompt?.buttons.contains("Restore") == true)
      Self.footer(driver, offers: ["← → choose", "Enter press", "Esc cancel"], not: "reload")
      driver.step(.escape)
      #expect(driver.footer.contains("q back"), "\(driver.footer)")
    }
  }
}
