import Foundation
import TestSupport
import Testing

/// The demo tour and the scenario scripts under `Tests/Scenarios/`, played in-process by
/// the app driver: the real application against the in-process gist server, on a hidden
/// screen, every `expect` checked. (`dehubTests` keeps one run of `dehub demo --headless`.)
@Suite struct ScenarioTests {
  static var scenarios: [String] {
    let folder = DemoSeed.root.appendingPathComponent("Tests/Scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".demo") }.sorted()
  }

  @Test func theTourPasses() async throws {
    let snapshots = try await AppDriver.with { driver in
      driver.play(contentsOf: DemoSeed.tour)
    }
    #expect(
      snapshots.map(\.name)
        == ["list", "filtered", "detail", "diff", "comments", "compose", "sent", "list-after"])
    // Issue 57, item 17: no snapshot shows a refusal (a doubled key in the script).
    for (name, lines) in snapshots {
      #expect(!lines.contains { $0.contains("not a fork") }, "\(name): \(lines)")
    }
  }

  @Test(arguments: scenarios)
  func aScenarioPasses(_ name: String) async throws {
    _ = try await AppDriver.with { driver in
      driver.play(contentsOf: DemoSeed.root.appendingPathComponent("Tests/Scenarios/\(name)"))
    }
  }

  @Test func aFailedExpectationNamesItsLineAndShowsTheScreen() async throws {
    try await AppDriver.with { driver in
      withKnownIssue {
        driver.play("wait idle\n# a comment\nexpect \"no such text anywhere\"\n", file: "f.demo")
      } matching: { issue in
        "\(issue)".contains("f.demo line 3: expected \"no such text anywhere\"")
          && "\(issue)".contains("1 of 15 gists")
      }
    }
  }
}
