import Foundation
import Keys
import Store
import TerminalScreens
import TestSupport
import Testing

/// The headless app as `dehub demo --headless` runs it, in the test's process: the player
/// drives the app on the loop's own run (real time, at speed 0) until the script ends, and
/// says which `expect` failed.
@Suite struct HeadlessAppTests {
  /// Plays `script` on a headless app of the demo's data; the outcome and the snapshots'
  /// names.
  static func play(
    _ script: String, userKeys: [Int: [Key]] = [:]
  ) async throws -> (DemoPlayer.Outcome, [String]) {
    try await CursesGate.shared.run {
      let fixture = try await ServerFixture.start(seed: DemoSeed.load)
      let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-headless-\(UUID().uuidString.prefix(8))")
      let result = Result { () throws -> (DemoPlayer.Outcome, [String]) in
        let app = try HeadlessApp(
          setup: AppDriver.setup(
            server: fixture.server, token: DemoSeed.token, config: Config(), home: home),
          columns: 100, rows: 30)
        // Freed holding the gate, whatever work still holds the app.
        defer { app.close() }
        var names: [String] = []
        var steps = 0
        // The user's keys after step N, as the terminal hands them to the loop.
        let outcome = app.play(
          try DemoScript.parse(script), speed: 0, snapshot: { name, _ in names.append(name) },
          afterStep: {
            steps += 1
            for key in userKeys[steps] ?? [] { app.loop.onKey?(key) }
          })
        return (outcome, names)
      }
      await fixture.server.stop()
      try? FileManager.default.removeItem(at: home)
      return try result.get()
    }
  }

  @Test func playsTheTourToItsEnd() async throws {
    let tour = try String(contentsOf: DemoSeed.tour, encoding: .utf8)
    let (outcome, names) = try await Self.play(tour)
    #expect(outcome == .finished)
    #expect(
      names == ["list", "filtered", "detail", "diff", "comments", "compose", "sent", "list-after"])
  }

  /// Issue 57, item 1: the user's keys never drive the app under the tour; `q` ends it
  /// (exit 0 in `dehub demo`), where it used to fail the next `expect`.
  @Test func theUsersKeysStopTheTourAndDriveNothing() async throws {
    let tour = try String(contentsOf: DemoSeed.tour, encoding: .utf8)
    let (outcome, names) = try await Self.play(
      tour,
      userKeys: [6: [.character("n"), .character("/"), .character("x")], 12: [.character("q")]])
    #expect(outcome == .stopped)
    #expect(names.first == "list" && !names.contains("list-after"), "\(names)")
    let (untouched, all) = try await Self.play(
      tour, userKeys: [6: [.character("n"), .character("o")]])
    #expect(untouched == .finished && all.count == 8, "keys other than q do nothing: \(all)")
  }

  @Test func stopsAtTheFirstExpectationThatFails() async throws {
    let (outcome, names) = try await Self.play(
      "wait idle\nsnapshot first\nexpect \"no such text anywhere\"\nsnapshot never\n")
    #expect(outcome == .failed(line: 3, expected: "no such text anywhere"))
    #expect(names == ["first"])
  }
}
