import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// `dehub clone` in-process (issue 32): what it prints and each way it fails, in a sentence.
/// The folder is always a path in the test's throw-away home, so nothing lands in the
/// repository (the process's working directory is the suite's). The default folder, which
/// is relative to the working directory, is `ScriptingCommandTests`' subprocess case.
@Suite struct CloneCLITests {
  @Test func clonesIntoTheFolderGivenAndPrintsNothing() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: nil, files: ["hello.txt": "hi\n"], isPublic: true))
      let folder = cli.home.appendingPathComponent("copy")
      let run = try cli.run("clone", gist.id, folder.path)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.isEmpty && run.stderr.isEmpty)
      let cloned = folder.appendingPathComponent("hello.txt")
      #expect(try String(contentsOf: cloned, encoding: .utf8) == "hi\n")
      // The same folder again: it is not empty, and git is not asked.
      let again = try cli.run("clone", gist.id, folder.path)
      #expect(again.status == 1)
      #expect(again.stderr.contains("already exists and is not empty; choose another folder."))
      // When git fails, what git said is shown, not only its exit code.
      let other = cli.home.appendingPathComponent("other").path
      let failed = try cli.run("clone", gist.id, other, "--", "--depth", "x")
      #expect(failed.status == 1)
      #expect(failed.stderr.contains("failed (exit 128): fatal: depth x is not a positive number"))
    }
  }

  @Test func aGistThatIsNotThereOrAServerErrorIsASentence() async throws {
    try await CLI.with(seed: {
      $0.inject(Fault(method: "GET", path: "/gists/broken", kind: .status(502)))
    }
    ) { cli, _ in
      let folder = cli.home.appendingPathComponent("copy").path
      let missing = try cli.run("clone", "deadbeef00", folder)
      #expect(missing.status == 1)
      #expect(missing.stderr.hasPrefix("dehub: ") && missing.stderr.contains("not found"))
      let broken = try cli.run("clone", "broken", folder)
      #expect(broken.status == 1)
      #expect(broken.stderr.hasPrefix("dehub: ") && broken.stderr.contains("502"))
      let notAGist = try cli.run("clone", "https://example.com/x", folder)
      #expect(notAGist.status != 0)
      #expect(notAGist.stderr.contains("is not a gist id or gist URL"), "\(notAGist.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder), "nothing cloned")
    }
  }

  @Test func noIDWithoutATerminalSaysWhatToGive() async throws {
    try await CLI.with { cli, _ in
      let run = try cli.run("clone")
      #expect(run.status == 2)
      #expect(
        run.stderr.contains(
          "Give the gist's id or URL: dehub clone ID (with no id, a terminal shows a picker)."))
    }
  }
}
