import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// Issue 18, item 1: every `gh gist` flag dehub shares, as a `gh` user types it, against
/// the loopback server: the requests it makes and what it prints. One case at a time: 22
/// servers and binaries at once loaded the machine enough to time out other tests.
@Suite(.serialized) struct GHFlagsTableTests {
  /// What one case sees after running.
  struct Seen {
    var run: CLI.Run
    /// The requests that change something (POST, PATCH, DELETE), in order.
    var changes: [GistStore.LoggedRequest]
    var store: GistStore
    /// The gist every case starts with: secret, files a.txt and z.md.
    var id: String
    var cli: CLI

    /// The JSON body of the one change request.
    var body: [String: Any]? {
      guard changes.count == 1, let data = changes[0].requestBody else { return nil }
      return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }
    var files: [String: Any]? { body?["files"] as? [String: Any] }
    var lines: [Substring] { run.stdout.split(separator: "\n") }
    /// What the scripted browser was asked to open (it runs detached: waited for up to
    /// five seconds).
    var opened: String? {
      let file = cli.home.appendingPathComponent("browsed")
      for _ in 0..<100 {
        if let text = try? String(contentsOf: file, encoding: .utf8), text.hasSuffix("\n") {
          return text
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return nil
    }
  }

  /// One `gh gist` usage and what must come of it.
  struct Case: Sendable, CustomTestStringConvertible {
    var gh: String
    var arguments: @Sendable (_ id: String) -> [String]
    var stdin: String? = nil
    /// Whether stdin is a terminal (the editor opens only then).
    var terminalInput = false
    var check: @Sendable (Seen) -> Void
    var testDescription: String { gh }
  }

  static let cases: [Case] = [
    Case(gh: "gh gist list -L 2", arguments: { _ in ["list", "-L", "2"] }) { seen in
      #expect(seen.lines.count == 2)
    },
    Case(gh: "gh gist list --limit 3", arguments: { _ in ["list", "--limit", "3"] }) { seen in
      #expect(seen.lines.count == 3)
    },
    Case(gh: "gh gist list --public", arguments: { _ in ["list", "--public"] }) { seen in
      #expect(!seen.lines.isEmpty && seen.lines.allSatisfy { $0.contains("\tpublic\t") })
    },
    Case(gh: "gh gist list --secret", arguments: { _ in ["list", "--secret"] }) { seen in
      #expect(seen.lines.contains { $0.hasPrefix(seen.id) })
      #expect(seen.lines.allSatisfy { $0.contains("\tsecret\t") })
    },
    Case(gh: "gh gist list --filter REGEX", arguments: { _ in ["list", "--filter", "^the one"] }) {
      seen in
      #expect(seen.lines.count == 1 && seen.lines[0].hasPrefix(seen.id))
    },
    Case(gh: "gh gist view ID --filename NAME", arguments: { ["view", $0, "--filename", "z.md"] }) {
      seen in
      #expect(seen.run.stdout == "# zed\n")
    },
    Case(gh: "gh gist view ID -f NAME -r", arguments: { ["view", $0, "-f", "a.txt", "-r"] }) {
      seen in
      #expect(seen.run.stdout == "alpha\n")
    },
    Case(gh: "gh gist view ID --files", arguments: { ["view", $0, "--files"] }) { seen in
      #expect(seen.run.stdout == "a.txt\nz.md\n")
    },
    Case(gh: "gh gist view ID --raw", arguments: { ["view", $0, "--raw"] }) { seen in
      #expect(seen.run.stdout == "alpha\n\n# zed\n")
    },
    Case(gh: "gh gist view ID --web", arguments: { ["view", $0, "--web"] }) { seen in
      #expect(seen.run.stdout.isEmpty)
      #expect(seen.opened == "https://gist.github.com/octocat/\(seen.id)\n")
    },
    Case(
      gh: "gh gist create FILE -d DESC", arguments: { _ in ["create", "new.txt", "-d", "made"] }
    ) {
      seen in
      #expect(seen.changes.map(\.method) == ["POST"])
      #expect(seen.body?["description"] as? String == "made")
      #expect(seen.body?["public"] as? Bool == false)
      #expect(seen.run.stdout.hasPrefix("https://gist.github.com/octocat/"))
    },
    Case(gh: "gh gist create -p FILE", arguments: { _ in ["create", "-p", "new.txt"] }) { seen in
      #expect(seen.body?["public"] as? Bool == true)
    },
    Case(
      gh: "gh gist create - --filename NAME",
      arguments: { _ in ["create", "-", "--filename", "n.sh"] },
      stdin: "echo hi\n"
    ) { seen in
      #expect(
        (seen.files?["n.sh"] as? [String: Any])?["content"] as? String == "echo hi\n")
    },
    Case(gh: "gh gist create FILE --web", arguments: { _ in ["create", "new.txt", "--web"] }) {
      seen in
      #expect(seen.opened?.hasPrefix("https://gist.github.com/octocat/") == true)
      #expect(seen.run.stdout.hasPrefix("https://gist.github.com/octocat/"))
    },
    Case(gh: "gh gist edit ID --add FILE", arguments: { ["edit", $0, "--add", "new.txt"] }) {
      seen in
      #expect(seen.changes.map(\.method) == ["PATCH"])
      #expect(seen.files.map { Array($0.keys) } == ["new.txt"])
    },
    Case(gh: "gh gist edit ID -d DESC", arguments: { ["edit", $0, "-d", "renamed"] }) { seen in
      #expect(seen.body?["description"] as? String == "renamed" && seen.files == nil)
    },
    Case(gh: "gh gist edit ID --remove NAME", arguments: { ["edit", $0, "--remove", "z.md"] }) {
      seen in
      #expect(seen.files?["z.md"] is NSNull && seen.files?.count == 1)
      #expect(seen.store.gist(id: seen.id)?.files.map(\.filename) == ["a.txt"])
    },
    Case(
      gh: "gh gist edit ID --filename NAME", arguments: { ["edit", $0, "--filename", "z.md"] },
      terminalInput: true
    ) {
      seen in
      #expect(seen.files.map { Array($0.keys) } == ["z.md"])
      #expect(seen.store.rawContent(id: seen.id, filename: "z.md") == "# zed\nedited\n")
    },
    Case(gh: "gh gist edit ID", arguments: { ["edit", $0] }, terminalInput: true) { seen in
      // The scripted editor adds a line to every file it is given: both files change.
      #expect(Set(seen.files?.keys.map { $0 } ?? []) == ["a.txt", "z.md"])
    },
    Case(gh: "gh gist delete ID --yes", arguments: { ["delete", $0, "--yes"] }) { seen in
      #expect(seen.changes.map(\.method) == ["DELETE"])
      #expect(seen.store.gist(id: seen.id) == nil)
    },
    Case(gh: "gh gist rename ID OLD NEW", arguments: { ["rename", $0, "a.txt", "b.txt"] }) { seen in
      #expect(
        (seen.files?["a.txt"] as? [String: Any])?["filename"] as? String == "b.txt")
      #expect(seen.store.gist(id: seen.id)?.files.map(\.filename).sorted() == ["b.txt", "z.md"])
    },
    Case(
      gh: "gh gist clone ID DIR -- --bare", arguments: { ["clone", $0, "copy", "--", "--bare"] }
    ) {
      seen in
      #expect(seen.run.status == 0)
      // A bare repository: git's files at the top, no work tree.
      let top = seen.cli.home.appendingPathComponent("copy")
      #expect(FileManager.default.fileExists(atPath: top.appendingPathComponent("HEAD").path))
      #expect(!FileManager.default.fileExists(atPath: top.appendingPathComponent("a.txt").path))
    },
  ]

  @Test(arguments: cases)
  func sharedFlag(_ flag: Case) async throws {
    try await CLI.with(seed: { $0.generate(count: 8, owner: ServerFixture.login) }) {
      cli, fixture in
      let gist = try fixture.api().create(
        NewGist(
          description: "the one", files: ["a.txt": "alpha\n", "z.md": "# zed\n"], isPublic: false))
      var cli = cli
      _ = try cli.write("new.txt", "a new file\n")
      let browser = try cli.write("browser.sh", "#!/bin/sh\necho \"$1\" > \"$HOME/browsed\"\n")
      let editor = try cli.write(
        "editor.sh", "#!/bin/sh\nfor f in \"$@\"; do echo edited >> \"$f\"; done\n")
      // Run through `sh` rather than exec'd: a script written a moment ago may still be
      // open for writing in a child another test thread is forking ("Text file busy").
      cli.environment["BROWSER"] = "sh \(browser)"
      cli.environment["DEHUB_EDITOR"] = "sh \(editor)"
      fixture.store.clearLog()
      let run =
        flag.terminalInput
        ? try cli.runWithTerminalInput(flag.arguments(gist.id))
        // A process: the flags' files are named relative to the working directory.
        : try cli.runProcess(flag.arguments(gist.id), stdin: flag.stdin)
      #expect(run.status == 0, "\(flag.gh): \(run.stderr)")
      let changes = fixture.store.requests.filter {
        ["POST", "PATCH", "DELETE"].contains($0.method)
      }
      flag.check(Seen(run: run, changes: changes, store: fixture.store, id: gist.id, cli: cli))
    }
  }
}
