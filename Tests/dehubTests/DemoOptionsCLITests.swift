import Foundation
import TestSupport
import Testing

/// Issue 28, item 8: `demo --cast` replaced special files (as root, `/dev/full` became a
/// regular file; FIFOs too), `--size 100000x100000` crashed, `--speed 1e308` hung, and
/// `--cast /nonexistent/x` printed a raw NSError. Each is refused up front with a sentence.
@Suite struct DemoOptionsCLITests {
  @Test func castSizeAndSpeedAreCheckedBeforeTheTourPlays() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let fifo = cli.home.appendingPathComponent("cast.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let cases: [([String], String)] = [
      (["--cast", fifo], "is not a regular file"),
      (["--cast", "/nonexistent/x.cast"], "the folder /nonexistent does not exist."),
      (["--size", "100000x100000"], "--size must look like 100x30 (from 60x16 to 1000x500)."),
      (["--speed", "1e308"], "--speed must be from 0 to 100"),
      (["--speed", "nan"], "--speed must be from 0 to 100"),
    ]
    for (arguments, sentence) in cases {
      // Refused as the arguments are read: no curses, no server, so in-process.
      let run = try cli.run(["demo", "--headless"] + arguments)
      #expect(run.status == 2, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains(sentence), "\(arguments): \(run.stderr)")
      #expect(!run.stderr.contains("NSError") && !run.stderr.contains("Domain="))
    }
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
  }
}
