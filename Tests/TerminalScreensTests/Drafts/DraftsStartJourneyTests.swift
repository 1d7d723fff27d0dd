import Foundation
import GistServer
import Model
import Store
import TestSupport
import Testing

/// Issue 57, item 12: kept drafts no longer take the start. The app starts on the list,
/// which says how many drafts are kept for this host and the key that opens them; a draft
/// for another host is not counted (the drafts screen still shows it, marked, so it can be
/// moved here).
@Suite struct DraftsStartJourneyTests {
  @Test func theAppStartsOnTheListAndSaysTheDraftsOfThisHostOnly() async throws {
    try await AppDriver.with(
      seed: JourneySeed.threeGists, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      let store = DraftStore(folder: driver.home.appendingPathComponent("state/dehub/drafts"))
      var here = Draft(description: "written here", files: ["a.txt": "a\n"], isPublic: false)
      here.host = driver.server.baseURL
      var elsewhere = Draft(description: "for work", files: ["b.txt": "b\n"], isPublic: false)
      elsewhere.host = "https://ghe.example.com/api/v3"
      try store.save(here)
      try store.save(elsewhere)
      try driver.relaunch(token: ServerFixture.token)

      #expect(driver.list.isShown, "the list, not the drafts: \(driver.topScreen ?? "none")")
      #expect(driver.toast == "1 unsent draft kept · D opens it")
      #expect(driver.list.position.hasSuffix("· 1 draft"), "\(driver.list.position)")
      driver.step(actions: "drafts")
      #expect(driver.topScreen == "Unsent drafts")
      let names = driver.view.rows.map { $0.first ?? "" }
      #expect(names.contains { $0.hasPrefix("written here") }, "\(names)")
      #expect(
        names.contains { $0.hasPrefix("written for ghe.example.com/api/v3 — for work") },
        "\(names)")
    }
  }
}
