import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 28, item 7: closed standard streams and failing writes. `dehub --version >&-`
/// trapped in Foundation's `FileHandle.write` (SIGILL, a backtrace); `history ID >&-` exited
/// 0 after libcurl's socket pair took fd 1 and dehub's output went into it. Closed streams
/// are opened on /dev/null at start; a failed write is one sentence and exit 1.
@Suite struct StandardStreamsCLITests {
  /// Runs `line` (dehub's path is `$D`) in `sh`, the way a script closes a stream.
  static func shell(_ cli: CLI, _ line: String) throws -> CLI.Run {
    var cli = cli
    cli.environment["D"] = CLI.binary.path
    return try cli.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", line])
  }

  @Test func closedStreamsAreNoCrashAndAFailedWriteIsASentence() async throws {
    try await CLI.with(seed: { store in
      store.load(
        SeedFile(
          users: [],
          gists: [
            SeedGist(
              id: "aa11bb22", owner: ServerFixture.login, description: "notes", isPublic: true,
              files: ["a.txt": "a\n"], history: [["a.txt": "old\n"]])
          ]))
    }) { cli, _ in
      for command in ["--version", "cache info", "view aa11bb22", "history aa11bb22"] {
        let closed = try Self.shell(cli, "$D \(command) >&-; echo \"EXIT=$?\" >&2")
        #expect(closed.stderr.hasSuffix("EXIT=0\n"), "\(command): \(closed.stderr)")
        #expect(!closed.stderr.contains("Fatal error"), "\(command): \(closed.stderr)")
        let noInput = try Self.shell(cli, "$D \(command) <&- 2>&-; echo \"EXIT=$?\"")
        #expect(noInput.stdout.hasSuffix("EXIT=0\n"), "\(command): \(noInput.stdout)")
        let full = try Self.shell(cli, "$D \(command) >/dev/full; echo \"EXIT=$?\" >&2")
        #expect(
          full.stderr == "dehub: Cannot write the output: No space left on device.\nEXIT=1\n",
          "\(command): \(full.stderr)")
      }
    }
  }
}
