import Foundation
import Testing

/// `dehub demo --headless` as a program: the tour against the embedded gist server (a child
/// `dehub-server`), its snapshots on stdout, and a failing or broken script's line and exit
/// code. The scenario scripts run in-process (AppTests' `ScenarioTests`, on the driver).
@Suite struct ScenarioTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func demo(_ arguments: String...) throws -> CLI.Run {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    // A process: the demo drives curses, which a process has one of.
    return try cli.runProcess(["demo", "--headless"] + arguments)
  }

  @Test func theTourPasses() throws {
    let run = try demo()
    #expect(run.status == 0, "\(run.stderr)")
    for name in ["list", "filtered", "detail", "diff", "comments", "compose", "sent", "list-after"]
    {
      #expect(run.stdout.contains("── snapshot \(name) "), "\(name)")
    }
  }

  @Test func aFailedExpectationAndABadLineNameTheirLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-sc-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let failing = folder.appendingPathComponent("failing.demo")
    try "wait idle\n# a comment\nexpect \"no such text anywhere\"\n".write(
      to: failing, atomically: true, encoding: .utf8)
    let failed = try demo("--script", failing.path)
    #expect(failed.status == 1)
    #expect(failed.stderr.contains("failing.demo line 3: expected \"no such text anywhere\""))
    #expect(failed.stderr.contains("dehub · you · 1 of 15 gists"))

    let broken = folder.appendingPathComponent("broken.demo")
    try "key Enter\nkee j\n".write(to: broken, atomically: true, encoding: .utf8)
    let refused = try demo("--script", broken.path)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("broken.demo line 2: unknown command \"kee\""))
  }
}
