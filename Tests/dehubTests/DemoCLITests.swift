import Foundation
import TestSupport
import Testing

/// `dehub demo` in-process (issue 32): a script played headless prints its snapshots, a
/// failed `expect` names its line and shows the screen, a script that cannot be read or
/// parsed is refused before anything starts, and without a terminal the tour and
/// `--interactive` say what to do instead.
@Suite struct DemoCLITests {
  static let script = """
    wait idle
    expect "1 of 15 gists"
    snapshot list
    """

  @Test func aHeadlessScriptPrintsItsSnapshotsAndAFailedExpectShowsTheScreen() async throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let good = cli.home.appendingPathComponent("good.demo")
    try Self.script.write(to: good, atomically: true, encoding: .utf8)
    let bad = cli.home.appendingPathComponent("bad.demo")
    try "wait idle\n# a comment\nexpect \"nowhere at all\"\n".write(
      to: bad, atomically: true, encoding: .utf8)
    // The hidden screen is curses, which the process has one of.
    let (played, failed) = try await CursesGate.shared.run {
      (
        try cli.run("demo", "--headless", "--script", good.path),
        try cli.run("demo", "--headless", "--script", bad.path)
      )
    }
    #expect(played.status == 0, "\(played.stderr)")
    #expect(played.stdout.hasPrefix("── snapshot list ─"), "\(played.stdout)")
    #expect(played.stdout.contains("1 of 15 gists"))
    #expect(failed.status == 1)
    #expect(
      failed.stderr.hasPrefix(
        "dehub: bad.demo line 3: expected \"nowhere at all\" on the screen, which shows:"),
      "\(failed.stderr)")
    #expect(failed.stderr.contains("dehub · you · 1 of 15 gists"), "the screen follows")
  }

  /// The review's high finding of this round: the tour stopped at 80x24 (a line it looked
  /// for was wider than the screen). It plays whole at each size a user meets.
  /// Each in a process of its own: three hidden screens in a row in this process would
  /// share curses' one state with whatever the last one left running.
  @Test(arguments: ["60x20", "80x24", "200x60"])
  func theTourPlaysWholeAtEverySize(_ size: String) throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let played = try cli.runProcess("demo", "--headless", "--speed", "0", "--size", size)
    #expect(played.status == 0, "\(played.stderr)")
    #expect(played.stdout.contains("── snapshot diff ─"), "\(played.stdout.suffix(400))")
  }

  @Test func aScriptThatCannotBeReadOrParsedIsRefusedFirst() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let missing = cli.home.appendingPathComponent("missing.demo").path
    let unread = try cli.run("demo", "--headless", "--script", missing)
    #expect(unread.status == 1)
    #expect(unread.stderr.contains("Cannot read the demo script \(missing): "), "\(unread.stderr)")
    let wrong = cli.home.appendingPathComponent("wrong.demo")
    try "key Enter\nkee j\n".write(to: wrong, atomically: true, encoding: .utf8)
    let unparsed = try cli.run("demo", "--headless", "--script", wrong.path)
    #expect(unparsed.status == 2)
    #expect(unparsed.stderr.contains("wrong.demo line 2: unknown command \"kee\""))
    let mixed = try cli.run("demo", "--interactive", "--headless")
    #expect(mixed.status == 2)
    #expect(mixed.stderr.contains("--interactive cannot be combined with --headless"))
  }

  @Test func withoutATerminalTheTourAndInteractiveSaySo() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let tour = try cli.run("demo")
    #expect(tour.status == 2)
    #expect(tour.stderr.contains("The demo needs a terminal; try --headless."), "\(tour.stderr)")
    let interactive = try cli.run("demo", "--interactive")
    #expect(interactive.status == 2)
    #expect(interactive.stderr.contains("The browser needs a terminal"), "\(interactive.stderr)")
  }
}
