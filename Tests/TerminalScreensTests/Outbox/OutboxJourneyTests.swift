import Foundation
import GistServer
import GistValues
import Model
import Store
import TestSupport
import Testing

/// Issue 56, done-when 3, on the driver: `S` while GitHub answers writes with 503 puts the
/// gist in the outbox (the status bar counts it); once the fault clears, the next refresh
/// sends it, once; an edit whose gist changed meanwhile stops as a conflict on the outbox
/// screen, and opening it settles it through compose.
@Suite struct OutboxJourneyTests {
  static let gistID = "0b0e0d01"

  static func outbox(_ driver: AppDriver) -> Outbox {
    Outbox(folder: driver.home.appendingPathComponent("state/dehub/outbox"))
  }

  @Test func aSendGitHubCannotTakeWaitsAndGoesOnceThenAConflictIsSettledInCompose()
    async throws
  {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: Self.gistID, owner: ServerFixture.login, description: "Queued edit",
        files: ["a.txt": "a\n"]),
      token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      for method in ["POST", "PATCH"] {
        driver.server.store.inject(Fault(method: method, path: "/gists", kind: .status(503)))
      }
      // A new gist, sent while GitHub has a server error.
      driver.step(actions: "new")
      driver.app.editor.willWrite("wait for me\n")
      driver.press(action: "add-file")
      driver.type("wait.txt")
      driver.step(.enter)
      driver.step(actions: "send")
      #expect(driver.list.isShown)
      #expect(
        driver.toast?.contains("waits in the outbox (W in the list)") == true,
        "\(driver.toast ?? "")")
      #expect(driver.list.freshness.hasPrefix("1 waiting to send · "), "\(driver.list.freshness)")
      #expect(Self.outbox(driver).all().count == 1)
      // Mine shows it on top, waiting.
      let waiting = try #require(driver.list.rows.first)
      #expect(waiting.title == "wait.txt")
      #expect(waiting.updatedLabel(relative: true, now: Date()) == "waiting")
      // It is not on GitHub yet: its row opens the outbox, and a star says why not.
      driver.step(actions: "first")
      #expect(driver.list.highlighted == waiting.id)
      driver.step(actions: "star")
      #expect(
        driver.toast?.contains("waiting in the outbox, not on GitHub yet") == true,
        "\(driver.toast ?? "")")
      driver.step(actions: "open")
      #expect(driver.view.title?.hasPrefix("1 write waiting to send") == true)
      driver.step(actions: "send")  // GitHub still refuses: said, not left on "Sending…"
      #expect(
        driver.toast?.hasPrefix("Still waiting: GitHub had a server error (HTTP 503).") == true,
        "\(driver.toast ?? "")")
      driver.step(actions: "back")
      driver.step(actions: "down")
      #expect(
        DraftStore(folder: driver.home.appendingPathComponent("state/dehub/drafts")).all().isEmpty)

      // An edit of the gist, sent while GitHub has a server error.
      driver.step(actions: "edit")
      driver.app.editor.willWrite("a, edited here\n")
      driver.step(.enter)
      driver.step(actions: "send")
      driver.choose("Send")  // the first edit after start offers a review
      driver.waitUntilIdle()
      #expect(driver.list.freshness.hasPrefix("2 waiting to send · "), "\(driver.list.freshness)")

      // GitHub takes writes again; meanwhile the gist changed there.
      driver.server.store.clearFaults()
      let router = try Router(
        baseURL: driver.server.baseURL, token: ServerFixture.token, version: "test")
      _ = try GistAPI(router: router, client: CurlHTTPClient()).update(
        id: Self.gistID, GistChanges(files: ["a.txt": .init(content: "a, edited there\n")]))
      driver.server.store.clearLog()
      driver.step(actions: "refresh")
      let writes = driver.server.store.requests.filter { $0.method != "GET" }
      #expect(writes.map { "\($0.method) \($0.path)" } == ["POST /gists"], "\(writes)")
      #expect(driver.list.titles.filter { $0 == "wait.txt" }.count == 1, "\(driver.list.titles)")
      #expect(driver.list.rows.allSatisfy { !$0.id.hasPrefix("queued:") })
      #expect(
        driver.server.store.rawContent(id: Self.gistID, filename: "a.txt") == "a, edited there\n")
      #expect(!driver.list.freshness.contains("waiting to send"), "\(driver.list.freshness)")

      // A second refresh sends nothing more.
      driver.server.store.clearLog()
      driver.step(actions: "refresh")
      #expect(driver.server.store.requests.allSatisfy { $0.method == "GET" })

      // The outbox screen shows the conflict; opening it brings compose, which asks.
      driver.step(actions: "outbox")
      #expect(driver.view.title?.hasPrefix("1 needs you") == true, "\(driver.view.title ?? "")")
      let row = try #require(driver.view.rows.first)
      #expect(row.first == "edit “Queued edit” (0b0e0d0)")
      #expect(row.dropFirst().first?.hasPrefix("conflict: The gist changed on GitHub") == true)
      driver.step(actions: "open")
      #expect(driver.view.title?.hasPrefix("Editing") == true, "\(driver.view.title ?? "")")
      #expect(Self.outbox(driver).all().isEmpty)
      driver.step(actions: "send")
      #expect(driver.prompt?.title == "The gist changed on GitHub", "\(driver.prompt?.title ?? "")")
      driver.choose("Overwrite")
      driver.waitUntilIdle()
      #expect(
        driver.server.store.rawContent(id: Self.gistID, filename: "a.txt") == "a, edited here\n")
      #expect(driver.server.store.requests.filter { $0.method == "PATCH" }.count == 1)
    }
  }

  /// A star or a delete GitHub cannot take now waits too, and goes at the next refresh.
  @Test func aStarAndADeleteWaitAndGo() async throws {
    try await AppDriver.with(
      seed: JourneySeed.fiveGists, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      for method in ["PUT", "DELETE"] {
        driver.server.store.inject(Fault(method: method, path: "/gists", kind: .status(503)))
      }
      let first = try #require(driver.list.highlighted)
      driver.step(actions: "star")
      #expect(driver.toast?.contains("star \(first.prefix(7)) waits in the outbox") == true)
      driver.step(actions: "down")
      let second = try #require(driver.list.highlighted)
      driver.step(actions: "delete")
      driver.choose("Delete")
      driver.waitUntilIdle()
      #expect(driver.list.freshness.hasPrefix("2 waiting to send"), "\(driver.list.freshness)")
      driver.server.store.clearFaults()
      driver.server.store.clearLog()
      driver.step(actions: "refresh")
      let writes = driver.server.store.requests.filter { $0.method != "GET" }
      #expect(
        writes.map { "\($0.method) \($0.path)" } == [
          "PUT /gists/\(first)/star", "DELETE /gists/\(second)",
        ])
      #expect(Self.outbox(driver).all().isEmpty)
    }
  }

  /// A new gist opened from the outbox in compose and left unsent is a draft now: back on
  /// the outbox screen, that is said (it was moved without a word).
  @Test func aWriteOpenedInComposeAndLeftIsSaidToBeADraftNow() async throws {
    try await AppDriver.with(
      seed: JourneySeed.fiveGists, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      driver.server.store.inject(Fault(method: "POST", path: "/gists", kind: .status(503)))
      driver.step(actions: "new")
      driver.app.editor.willWrite("later\n")
      driver.press(action: "add-file")
      driver.type("later.txt")
      driver.step(.enter)
      driver.step(actions: "send")
      #expect(Self.outbox(driver).all().count == 1)
      driver.step(actions: "outbox")
      driver.step(actions: "open")
      #expect(driver.view.title == "New gist", "\(driver.view.title ?? "")")
      driver.step(actions: "back")
      #expect(
        driver.view.labels.contains {
          $0.hasPrefix("“later.txt” is a draft now, no longer in the outbox")
        }, "\(driver.view.labels)")
      #expect(Self.outbox(driver).all().isEmpty)
      #expect(ComposeJourneyTests.drafts(driver).map(\.files) == [["later.txt": "later\n"]])
    }
  }
}
