import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// Issue 30: `--json` is encoded one way in every command, as GitHub writes it: `/` as it
/// is (history escaped it as `\/` where list, passing GitHub's bytes through, did not).
/// Issue 53: and laid out one way, as gh's: compact into a pipe (list was, the others were
/// Foundation's `"comments" : 1`), indented by two spaces on a terminal.
@Suite struct JSONOneWayCLITests {
  @Test func noCommandEscapesSlashes() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let gist = try api.create(
        NewGist(description: "a/b", files: ["a.txt": "x/y\n"], isPublic: true))
      _ = try api.update(
        id: gist.id, GistChanges(files: ["a.txt": GistChanges.FileChange(content: "x/z\n")]))
      _ = try api.addComment(id: gist.id, body: "see https://example.com/a/b")
      let commands = [
        ["list", "--json"], ["list", "--json", "--public"], ["view", gist.id, "--json"],
        ["history", gist.id, "--json"], ["comments", gist.id, "--json"],
        ["diff", gist.id, "--json"], ["search", "x", "--json"],
      ]
      for arguments in commands {
        let run = try cli.run(arguments)
        let name = arguments.joined(separator: " ")
        #expect(run.status == 0, "\(name): \(run.stderr)")
        #expect(run.stdout.contains("/"), "\(name)")
        #expect(!run.stdout.contains("\\/"), "\(name): \(run.stdout.prefix(300))")
        #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(name)")
        // Compact, as gh's into a pipe: one line, no space after a colon or a comma.
        #expect(run.stdout.hasSuffix("\n") && !run.stdout.dropLast().contains("\n"), "\(name)")
        #expect(!run.stdout.contains("\": ") && !run.stdout.contains("\" : "), "\(name)")
        #expect(!run.stdout.contains(", \"") && !run.stdout.contains("},\n"), "\(name)")
      }
    }
  }

  /// On a terminal the same kind of output reads the same from every command: indented by
  /// two spaces, `"name": value`, an element or member a line.
  @Test func onATerminalEveryCommandIndentsTheSame() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let gist = try api.create(
        NewGist(description: "one", files: ["a.txt": "x\n"], isPublic: true))
      let version = try #require(try api.commits(id: gist.id, limit: 1).first?.version)
      let id = gist.id
      let expected: [([String], String)] = [
        (["list", "--limit", "1", "--json", "id"], "[\n  {\n    \"id\": \"\(id)\"\n  }\n]\n"),
        (["view", id, "--json", "id"], "{\n  \"id\": \"\(id)\"\n}\n"),
        (
          ["history", id, "--json", "version"], "[\n  {\n    \"version\": \"\(version)\"\n  }\n]\n"
        ),
        (["comments", id, "--json"], "[]\n"),
      ]
      for (arguments, output) in expected {
        let run = try cli.runOnTerminal(arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        #expect(run.stdout == output, "\(arguments)")
      }
      // GitHub's whole JSON too: list's bytes from the server, view's made by dehub.
      for arguments in [["list", "--limit", "1", "--json"], ["view", id, "--json"]] {
        let run = try cli.runOnTerminal(arguments)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count > 10, "\(arguments): \(run.stdout.prefix(200))")
        for line in lines.dropFirst().dropLast() {
          let indent = line.prefix { $0 == " " }.count
          #expect(indent >= 2 && indent % 2 == 0, "\(arguments): \(line)")
          #expect(!line.contains("\" : ") && !line.contains("\":\""), "\(arguments): \(line)")
        }
      }
    }
  }
}
