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
      #expect(driver.list.position == "1 of 5 gists")
      driver.step(actions: "mark-all")
      #expect(driver.list.marked == (1...5).map { "bulk0\($0)" })
      driver.step(actions: "delete")
      let question = try #require(driver.prompt)
      #expect(question.title == "Delete 5 gists?")
      #expect(question.message.contains { $0.contains("“bulk 1” (bulk01)") }, "\(question)")
      // Less than the pace: one gist is done, the next waits for the clock.
      driver.choose(question.buttons.last ?? "")
      driver.waitUntilIdle(step: 0.5)
      #expect(Self.calls(driver) == ["GET bulk01", "DELETE bulk01"])
      #expect(driver.list.marked.count == 4 && driver.list.position.hasSuffix("4 marked"))
      driver.waitUntilIdle(step: 10)
      #expect(
        Self.calls(driver)
          == (1...5).flatMap { ["GET bulk0\($0)", "DELETE bulk0\($0)"] }, "\(Self.calls(driver))")
      #expect(driver.toast == "Deleted 5 gists · u undoes")
      #expect(driver.server.store.gistCount == 0)
    }
  }

  /// Done when 1: a failure on the third stops, says which two were done, and keeps the
  /// rest marked.
  @Test func aFailureOnTheThirdStopsSaysWhichWereDoneAndKeepsTheRestMarked() async throws {
    try await Self.with { driver in
      driver.server.store.inject(
        Fault(method: "DELETE", path: "/gists/bulk03", kind: .status(500), times: 1))
      driver.step(actions: "mark-all", "delete")
      driver.choose(driver.prompt?.buttons.last ?? "")
      driver.waitUntilIdle(step: 10)
      let deletes = Self.calls(driver).filter { $0.hasPrefix("DELETE") }
      #expect(deletes == ["DELETE bulk01", "DELETE bulk02", "DELETE bulk03"], "\(deletes)")
      let said = driver.toast ?? ""
      #expect(said.contains("Could not delete “bulk 3” (3 of 5)"), "\(said)")
      #expect(said.contains("Deleted: “bulk 1”, “bulk 2”."), "\(said)")
      #expect(said.contains("The rest stay marked."), "\(said)")
      #expect(driver.list.marked == ["bulk03", "bulk04", "bulk05"])
      #expect(driver.server.store.gist(id: "bulk03") != nil)
      #expect(driver.server.store.gist(id: "bulk01") == nil)
    }
  }

  /// Done when 3: undo makes the deleted gists again with the same files, description and
  /// visibility, and says what did not come back.
  @Test func undoMakesTheDeletedGistsAgainAndSaysWhatDidNotComeBack() async throws {
    try await Self.with { driver in
      // Marks the first two (one public, one secret) and deletes them.
      driver.step(actions: "mark", "down", "mark")
      #expect(driver.list.marked == ["bulk01", "bulk02"])
      driver.step(actions: "delete")
      driver.choose(driver.prompt?.buttons.last ?? "")
      driver.waitUntilIdle(step: 5)
      #expect(driver.toast == "Deleted 2 gists · u undoes")
      #expect(driver.server.store.gistCount == 3)
      driver.step(actions: "undo")
      driver.waitUntilIdle(step: 5)
      let said = driver.toast ?? ""
      #expect(said.contains("Restored 2 gists as new."), "\(said)")
      #expect(said.contains("Not back: the old id and URL"), "\(said)")
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
      #expect(driver.list.titles.contains("bulk 1") && driver.list.titles.contains("bulk 2"))
      // The offer is over.
      driver.step(actions: "undo")
      #expect(driver.toast?.contains("nothing deleted just now") == true, "\(driver.toast ?? "")")
    }
  }
}

/// Issue 57, item 19 on the driver: Ctrl-A with one page of two loaded says so.
@Suite struct MarkAllWithPagesLeftJourneyTests {
  @Test func ctrlAWithOnePageLoadedSaysOnlyTheLoadedOnesAreMarked() async throws {
    try await AppDriver.with(
      seed: { $0.generate(count: 150, owner: ServerFixture.login) }, token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      #expect(driver.list.rows.count == 100)
      driver.step(actions: "mark-all")
      #expect(driver.list.marked.count == 100)
      #expect(driver.toast?.hasPrefix("Marked 100 gists, the ones loaded: GitHub has more") == true)
    }
  }
}

/// Issue 57, item 27: a mark sits in the gutter with the star and the fork; the title does
/// not move.
@Suite struct MarkInTheGutterJourneyTests {
  @Test func aMarkedRowsTitleStartsWhereTheOthersDo() async throws {
    try await BulkJourneyTests.with { driver in
      driver.step(actions: "mark")
      #expect(driver.list.marked == ["bulk01"])
      // Where the titles start, as drawn: the row's layout is the subject.
      let lines = driver.screen.lines
      func column(_ title: String) -> Int? {
        lines.lazy.compactMap { line in
          line.range(of: title).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }.first
      }
      #expect(column("bulk 1") != nil && column("bulk 1") == column("bulk 2"), "\(driver.screen)")
      #expect(lines.contains { $0.contains("✓") && $0.contains("bulk 1") })
    }
  }
}
