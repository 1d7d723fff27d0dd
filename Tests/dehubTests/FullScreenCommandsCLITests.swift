import Foundation
import GistServer
import TestSupport
import Testing

/// The commands that take the terminal over (`dehub` itself, `new`, `pick`, `gallery`,
/// `demo`), in-process (issue 32): with no terminal each says so in a sentence and what to do
/// instead, and what is wrong with its input is said before any screen. (What they show is
/// the app's, driven in-process in TerminalScreensTests; the picker's is `PickerDirectorTests`.)
@Suite struct FullScreenCommandsCLITests {
  @Test func withoutATerminalEachSaysItNeedsOne() async throws {
    try await CLI.with { cli, _ in
      let cases: [([String], String)] = [
        ([], "The browser needs a terminal; see `dehub --help` for scripting commands."),
        (["browse"], "The browser needs a terminal; see `dehub --help` for scripting commands."),
        (["compose"], "The browser needs a terminal; see `dehub --help` for scripting commands."),
        (["open", "deadbeef00"], "The browser needs a terminal"),
        (["pick"], "dehub pick needs a terminal to show the picker on."),
        (["pick", "--print", "content", "notes"], "dehub pick needs a terminal"),
        (["gallery"], "The gallery needs a terminal."),
      ]
      for (arguments, sentence) in cases {
        let run = try cli.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(sentence), "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(arguments)")
      }
    }
  }

  @Test func newReadsItsFilesAndAsksForATokenBeforeTheScreen() async throws {
    try await CLI.with { cli, _ in
      let file = cli.home.appendingPathComponent("notes.txt")
      try "a note\n".write(to: file, atomically: true, encoding: .utf8)
      let run = try cli.run("compose", file.path)
      #expect(run.status == 2 && run.stderr.contains("The browser needs a terminal"))
      // A binary file is taken (issue 55: sent through git); a file not there is refused
      // before the screen.
      let binary = cli.home.appendingPathComponent("blob.bin")
      try Data([0, 159, 146, 150]).write(to: binary)
      let taken = try cli.run("compose", binary.path)
      #expect(taken.status == 2 && taken.stderr.contains("The browser needs a terminal"))
      let refused = try cli.run("compose", cli.home.appendingPathComponent("gone.txt").path)
      #expect(refused.status != 0 && !refused.stderr.contains("needs a terminal"))
      #expect(refused.stderr.hasPrefix("dehub: "), "\(refused.stderr)")
      var signedOut = cli
      signedOut.environment["GH_ENTERPRISE_TOKEN"] = nil
      let noToken = try signedOut.run("compose", file.path)
      #expect(noToken.status == 4, "\(noToken.stderr)")
      let noPick = try signedOut.run("pick")
      #expect(noPick.status == 4, "\(noPick.stderr)")
      // Nothing was composed, so nothing is kept.
      let drafts = cli.home.appendingPathComponent("state/dehub/drafts").path
      #expect((try? FileManager.default.contentsOfDirectory(atPath: drafts))?.isEmpty ?? true)
    }
  }

  @Test func aMistakeInKeysIsSaidBeforeTheScreen() async throws {
    try await CLI.with { cli, _ in
      let config = cli.home.appendingPathComponent("config/dehub")
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try "[keys]\nstar = \"ctrl-c\"\n".write(
        to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
      for arguments in [[], ["pick"]] as [[String]] {
        let run = try cli.run(arguments)
        #expect(run.status != 0 && run.stderr.contains("ctrl-c"), "\(arguments): \(run.stderr)")
        #expect(!run.stderr.contains("needs a terminal"), "\(arguments): \(run.stderr)")
      }
    }
  }

  @Test func pickRefusesWhatItCannotPrint() throws {
    let cli = try CLI(server: nil)
    defer { cli.cleanUp() }
    let run = try cli.run("pick", "--print", "everything")
    #expect(run.status == 2)
    #expect(run.stderr.contains("everything"), "\(run.stderr)")
  }
}
