import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 17 on the driver: a revision's `Enter` shows only what that revision changed, and
/// `r` restores an old revision with one PATCH carrying its content.
@Suite struct HistoryJourneyTests {
  /// One gist of the signed-in user with three revisions of `notes.txt`.
  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [SeedUser(login: "ada")],
        gists: [
          SeedGist(
            id: "feed0a", owner: ServerFixture.login, description: "Evolving notes",
            isPublic: true, files: ["notes.txt": "alpha\nbeta two\ngamma three\n"],
            history: [
              ["notes.txt": "alpha\nbeta\ngamma\n"],
              ["notes.txt": "alpha\nbeta two\ngamma\n"],
            ], hoursAgo: 1)
        ]))
  }

  /// Runs `body` on the gist's history at 100x30.
  static func onHistory(_ body: @escaping @Sendable (AppDriver) throws -> Void) async throws {
    try await AppDriver.with(seed: seed, token: ServerFixture.token, config: JourneySeed.config) {
      driver in
      #expect(driver.list.titles == ["Evolving notes"])
      driver.step(actions: "open")
      #expect(driver.detail.text.first == "alpha")
      driver.step(actions: "history")
      let rows = driver.view.rows
      #expect(rows.filter { $0.contains("+1") && $0.contains("-1") }.count == 2, "\(rows)")
      try body(driver)
    }
  }

  @Test func enterOnARevisionShowsOnlyWhatItChanged() async throws {
    try await Self.onHistory { driver in
      // The middle revision changed only "beta" to "beta two".
      driver.step(actions: "down", "changes")
      let title = driver.view.title ?? ""
      #expect(
        title.hasPrefix("What ") && title.contains(" changed (against "),
        "what the revision changed: \(title)")
      let text = driver.view.text
      #expect(text.contains("-beta") && text.contains("+beta two"), "\(text)")
      #expect(!text.contains { $0.hasPrefix("-gamma") || $0.hasPrefix("+gamma three") })
    }
  }

  @Test func restoreSendsOnePatchWithTheOldContent() async throws {
    try await Self.onHistory { driver in
      driver.step(actions: "last", "restore")
      #expect(driver.prompt?.buttons == ["Cancel", "Show the changes", "Restore"])
      driver.server.store.clearLog()
      driver.choose("Restore")
      driver.waitUntilIdle()
      #expect(
        driver.toast?.contains("Restored as it was at") == true, "\(driver.toast ?? "")")
      let patches = driver.server.store.requests.filter { $0.method == "PATCH" }
      #expect(patches.count == 1)
      let body = patches.first?.requestBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
      #expect(body.contains("alpha\\nbeta\\ngamma\\n"), "\(body)")
      #expect(
        driver.server.store.gist(id: "feed0a")?.files.first?.content == "alpha\nbeta\ngamma\n")
    }
  }
}
