import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// Issue 34 on the driver, against the loopback server: marks and a bulk delete paced one
/// request at a time a second apart (the loop's virtual clock moves; nothing sleeps), a
/// failure midway, and undoing a delete from the gists' kept copies.
@Suite struct BulkJourneyTests {
  static func with(
    seed: @escaping @Sendable (GistStore) -> Void = JourneySeed.fiveGists,
    _ body: @escaping @Sendable (AppDriver) throws -> Void
  ) async throws {
    try await AppDriver.with(seed: seed, token: ServerFixture.token, config: JourneySeed.config) {
      driver in try body(driver)
    }
  }

  /// The requests about the seeded gists, as `METHOD ID`.
  static func calls(_ driver: AppDriver) -> [String] {
    driver.server.store.requests.filter { $0.path.hasPrefix("/gists/bulk") }.map {
      "\($0.method) \($0.path.dropFirst("/gists/".count))"
    }
  }

  /// Done when 1: five DELETEs, one at a time, each after the whole gist was kept.
  @Test func aBulkDeleteOfFiveSendsFiveDeletesOneAtATime() async throws {
    try await Self.with { driver in
      driver.expect(screenShows: "1 of 5 gists")
      driver.step(.ctrl("a"), shows: "5 marked")
      driver.step(.character("d"), shows: "Delete 5 gists?")
      driver.expect(screenShows: "“bulk 1” (bulk01)")
      // Less than the pace: one gist is done, the next waits for the clock.
      driver.press(.character("y"))
      driver.waitUntilIdle(step: 0.5)
      #expect(Self.calls(driver) == ["GET bulk01", "DELETE bulk01"])
      driver.expect(screenShows: "4 marked")
      driver.waitUntilIdle(step: 10)
      #expect(
        Self.calls(driver)
          == (1...5).flatMap { ["GET bulk0\($0)", "DELETE bulk0\($0)"] }, "\(Self.calls(driver))")
      driver.expect(screenShows: "Deleted 5 gists · u undoes")
      #expect(driver.server.store.gistCount == 0)
    }
  }

  /// Done when 1: a failure on the third stops, says which two were done, and keeps the
  /// rest marked.
  @Test func aFailureOnTheThirdStopsSaysWhichWereDoneAndKeepsTheRestMarked() async throws {
    try await Self.with { driver in
      driver.server.store.inject(
        Fault(method: "DELETE", path: "/gists/bulk03", kind: .status(500), times: 1))
      driver.step(.ctrl("a"), .character("d"), .character("y"))
      driver.waitUntilIdle(step: 10)
      let deletes = Self.calls(driver).filter { $0.hasPrefix("DELETE") }
      #expect(deletes == ["DELETE bulk01", "DELETE bulk02", "DELETE bulk03"], "\(deletes)")
      driver.expect(screenShows: "Could not delete “bulk 3” (3 of 5)")
      driver.expect(screenShows: "Deleted: “bulk 1”, “bulk 2”.")
      driver.expect(screenShows: "The rest stay marked.")
      driver.expect(screenShows: "3 marked")
      #expect(driver.server.store.gist(id: "bulk03") != nil)
      #expect(driver.server.store.gist(id: "bulk01") == nil)
    }
  }

  /// Done when 3: undo makes the deleted gists again with the same files, description and
  /// visibility, and says what did not come back.
  @Test func undoMakesTheDeletedGistsAgainAndSaysWhatDidNotComeBack() async throws {
    try await Self.with { driver in
      // Marks the first two (one public, one secret) and deletes them.
      driver.step(.character(" "), .character("j"), .character(" "), shows: "2 marked")
      driver.step(.character("d"), .character("y"))
      driver.waitUntilIdle(step: 5)
      driver.expect(screenShows: "Deleted 2 gists · u undoes")
      #expect(driver.server.store.gistCount == 3)
      driver.step(.character("u"))
      driver.waitUntilIdle(step: 5)
      driver.expect(screenShows: "Restored 2 gists as new.")
      driver.expect(screenShows: "Not back: the old id and URL")
      let made = driver.server.store.requests.filter { $0.method == "POST" && $0.path == "/gists" }
      #expect(made.count == 2)
      for number in 1...2 {
        let body = try #require(made[number - 1].requestBody)
        let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(sent["description"] as? String == "bulk \(number)")
        #expect(sent["public"] as? Bool == (number != 2))
        let files = try #require(sent["files"] as? [String: [String: String]])
        #expect(files == ["b\(number).txt": ["content": "text \(number)\n"]])
      }
      #expect(driver.server.store.gistCount == 5)
      // The list shows them again (loaded again after the undo).
      driver.expect(screenShows: "bulk 1")
      driver.expect(screenShows: "bulk 2")
      // The offer is over.
      driver.step(.character("u"), shows: "nothing deleted just now")
    }
  }
}
