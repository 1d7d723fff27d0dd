import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// Issue 19, item 11, from the shell: input that cannot mean anything is refused with a
/// sentence and exit 2; names GitHub would refuse are never sent; a send whose answer was
/// lost says the gist may exist; text from stdin survives a disk that cannot keep a draft.
@Suite struct RefusedInputCLITests {
  @Test func aUserNamedDotDotIsRefusedNotYourOwnSecretGists() async throws {
    try await CLI.with { cli, fixture in
      let run = try cli.run("list", "--user", "..")
      #expect(run.status == 2)
      #expect(run.stderr.contains("\"..\" is not a GitHub user name"), "\(run.stderr)")
      #expect(fixture.store.requests.isEmpty)
    }
  }

  @Test func invalidIdsAndAPIURLsAreUsageErrors() async throws {
    try await CLI.with { cli, _ in
      let id = try cli.run("view", "../../x")
      #expect(id.status == 2 && id.stderr.contains("is not a gist id or gist URL"))
      for url in ["ftp://x", "localhost:8080", "http://example.com"] {
        let run = try cli.run("list", "--discover", "--api-url", url)
        #expect(run.status == 2, "\(url)")
        #expect(run.stderr.contains("The API URL \"\(url)\" cannot be used:"), "\(run.stderr)")
      }
    }
  }

  @Test func fileNamesGitHubRefusesAreNeverSent() async throws {
    try await CLI.with { cli, fixture in
      for name in ["..", ".", "two\nlines.txt", "bell\u{07}.txt"] {
        let run = try cli.run(["create", "-", "--filename", name], stdin: "text\n")
        #expect(run.status == 1, "\(name.debugDescription)")
        #expect(run.stderr.contains("GitHub"), "\(run.stderr)")
        #expect(run.stderr.contains("Your text is kept in"), "\(run.stderr)")
      }
      #expect(!fixture.store.requests.contains { $0.method == "POST" })
    }
  }

  @Test func newRefusesTwoFilesOfOneName() async throws {
    try await CLI.with { cli, _ in
      let first = try cli.write("d1/x.txt", "one\n")
      let second = try cli.write("d2/x.txt", "two\n")
      let run = try cli.run("compose", first, second)
      #expect(run.status == 2)
      #expect(run.stderr.contains("are both named \"x.txt\""), "\(run.stderr)")
    }
  }

  @Test func aCreateWhoseAnswerWasLostSaysTheGistMayExist() async throws {
    try await CLI.with(seed: { $0.inject(Fault(method: "POST", path: "/gists", kind: .drop)) }) {
      cli, fixture in
      let file = try cli.write("note.txt", "hello\n")
      let run = try cli.run("create", file)
      #expect(run.status == 1)
      #expect(run.stderr.contains("may have been created anyway"), "\(run.stderr)")
      #expect(run.stderr.contains("dehub list --limit 5"))
      #expect(fixture.store.gistCount == 1)
    }
  }

  @Test func textFromStdinSurvivesAStateFolderThatCannotBeWritten() async throws {
    try await CLI.with { cli, fixture in
      var cli = cli
      // The state folder's path goes through a file: no draft can be written there.
      let blocker = try cli.write("blocker", "a file, not a folder\n")
      cli.environment["XDG_STATE_HOME"] = blocker + "/state"
      let sent = try cli.run(["create", "-"], stdin: "sent anyway\n")
      #expect(sent.status == 0, "\(sent.stderr)")
      #expect(sent.stderr.contains("Sending anyway"), "\(sent.stderr)")
      #expect(fixture.store.gistCount == 1)
      fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .status(500)))
      let failed = try cli.run(["create", "-"], stdin: "written back\n")
      #expect(failed.status == 1)
      #expect(failed.stdout == "written back\n")
      #expect(failed.stderr.contains("your text was written to stdout"), "\(failed.stderr)")
    }
  }

  /// Issue 30: "Cannot read …/nope.txt." gave no reason. Wherever dehub reads a user's
  /// file (create, new, edit FILE, edit --add) the system's reason ends the sentence.
  @Test func anUnreadableFileSaysWhy() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "d", files: ["a.txt": "a\n"], isPublic: false))
      fixture.store.clearLog()
      let missing = cli.home.appendingPathComponent("nope.txt").path
      let folder = cli.home.path
      let runs: [([String], String)] = [
        (["create", missing], "Cannot read \(missing): no such file."),
        (["compose", missing], "Cannot read \(missing): no such file."),
        (["edit", gist.id, missing], "Cannot read \(missing): no such file."),
        (["edit", gist.id, "--add", missing], "Cannot read \(missing): no such file."),
        (["create", folder], "Cannot read \(folder): it is a folder."),
      ]
      for (arguments, sentence) in runs {
        let run = try cli.run(arguments)
        #expect(run.status == 1, "\(arguments)")
        #expect(run.stderr.contains(sentence), "\(arguments): \(run.stderr)")
      }
      #expect(!fixture.store.requests.contains { $0.method == "PATCH" || $0.method == "POST" })
    }
  }
}
