import Foundation
import TestSupport
import Testing

/// `dehub demo --headless` as the command runs it: the tour against the embedded gist server
/// (a child `dehub-server`) and its snapshots on stdout. A failing or broken script's line
/// and exit code: `DemoCLITests`. The scenario scripts run on the driver (TerminalScreensTests'
/// `ScenarioTests`).
@Suite struct ScenarioTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `dehub demo --headless` with `arguments`, in-process; the hidden screen is curses,
  /// which the process has one of (the gate).
  func demo(_ arguments: String...) async throws -> CLI.Run {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    return try await CursesGate.shared.run { try cli.run(["demo", "--headless"] + arguments) }
  }

  @Test func theTourPasses() async throws {
    let run = try await demo()
    #expect(run.status == 0, "\(run.stderr)")
    for name in ["list", "filtered", "detail", "diff", "comments", "compose", "sent", "list-after"]
    {
      #expect(run.stdout.contains("── snapshot \(name) "), "\(name)")
    }
  }
}
