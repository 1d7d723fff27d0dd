import Foundation
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
  static func play(_ script: String) async throws -> (DemoPlayer.Outcome, [String]) {
    try await CursesGate.shared.run {
      let fixture = try await ServerFixture.start(seed: DemoSeed.load)
      let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-headless-\(UUID().uuidString.prefix(8))")
      let result = Result { () throws -> (DemoPlayer.Outcome, [String]) in
        let app = try HeadlessApp(
          setup: AppDriver.setup(
            server: fixture.server, token: DemoSeed.token, config: Config(), home: home),
          columns: 100, rows: 30)
        var names: [String] = []
        let outcome = app.play(
          try DemoScript.parse(script), speed: 0, snapshot: { name, _ in names.append(name) })
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

  @Test func stopsAtTheFirstExpectationThatFails() async throws {
    let (outcome, names) = try await Self.play(
      "wait idle\nsnapshot first\nexpect \"no such text anywhere\"\nsnapshot never\n")
    #expect(outcome == .failed(line: 3, expected: "no such text anywhere"))
    #expect(names == ["first"])
  }
}
