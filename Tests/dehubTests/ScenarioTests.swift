import Foundation
import Testing

/// The demo tour and the scenario scripts under `Tests/Scenarios/`, run headless: the real
/// application against the embedded gist server, on a hidden screen, every `expect` checked.
@Suite struct ScenarioTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var scenarios: [String] {
    let folder = root.appendingPathComponent("Tests/Scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".demo") }.sorted()
  }

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

  @Test(arguments: scenarios)
  func aScenarioPasses(_ name: String) throws {
    let run = try demo("--script", Self.root.appendingPathComponent("Tests/Scenarios/\(name)").path)
    #expect(run.status == 0, "\(name): \(run.stderr)")
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
