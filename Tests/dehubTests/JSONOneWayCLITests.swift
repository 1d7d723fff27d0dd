import Foundation
import GistServer
import Model
import TestSupport
import Testing

/// Issue 30: `--json` is encoded one way in every command, as GitHub writes it: `/` as it
/// is (history escaped it as `\/` where list, passing GitHub's bytes through, did not).
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
        // Made by one encoder, not pieced together: no member starts a line at column 0
        // (diff's top level was flush left while its inner members were indented).
        let inner = run.stdout.split(separator: "\n").dropFirst().dropLast()
        #expect(!inner.contains { $0.hasPrefix("\"") }, "\(name): \(run.stdout.prefix(200))")
      }
    }
  }
}
