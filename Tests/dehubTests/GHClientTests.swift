import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// GitHub's own CLI against `dehub server` behind a TLS front, as it reaches a GitHub
/// Enterprise host: `gh gist list` (GraphQL), `view`, `create`, `edit` (POST for PATCH)
/// and `delete` all work. Debian's `gh` is installed by scripts/test.
@Suite struct GHClientTests {
  /// What `gh` needs to reach the server through `front` as an Enterprise host, with its
  /// config in the CLI's throw-away home and nothing interactive.
  static func ghEnvironment(_ cli: CLI, _ front: TLSFront) -> [String: String] {
    [
      "GH_HOST": "127.0.0.1:\(front.port)", "GH_ENTERPRISE_TOKEN": ServerFixture.token,
      "SSL_CERT_FILE": front.caFile, "GH_CONFIG_DIR": cli.home.appendingPathComponent("gh").path,
      "GH_NO_UPDATE_NOTIFIER": "1", "GH_PROMPT_DISABLED": "1", "NO_COLOR": "1",
    ]
  }

  @Test func ghsGistCommandsWorkAgainstTheServer() async throws {
    let ghBinary = URL(fileURLWithPath: "/usr/bin/gh")
    guard FileManager.default.isExecutableFile(atPath: ghBinary.path) else {
      Issue.record("gh is not installed (scripts/test installs Debian's gh)")
      return
    }
    try await ServerFixture.with(seed: { $0.generate(count: 40, owner: ServerFixture.login) }) {
      fixture in
      let front = try TLSFront(backendPort: fixture.server.port)
      defer { front.stop() }
      var cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      let editor = try cli.write("gh-editor.sh", "echo 'edited by gh' >> \"$1\"\n")
      cli.environment.merge(
        Self.ghEnvironment(cli, front).merging(["GH_EDITOR": "sh \(editor)"]) { $1 },
        uniquingKeysWith: { $1 })
      func gh(_ arguments: String...) throws -> CLI.Run {
        let run = try cli.run(executable: ghBinary, ["gist"] + arguments)
        #expect(run.status == 0, "gh gist \(arguments.joined(separator: " ")): \(run.stderr)")
        return run
      }

      let all = try gh("list", "--limit", "100").stdout.split(separator: "\n")
      #expect(all.count == 40)
      let secret = try gh("list", "--secret", "--limit", "100").stdout.split(separator: "\n")
      #expect(secret.count == 8 && secret.allSatisfy { $0.contains("secret") })
      let listed = Set(all.compactMap { $0.split(separator: "\t").first.map(String.init) })
      let api = try fixture.api()
      let stored = try api.page(.list(.mine, since: nil, perPage: 100, page: nil)).items ?? []
      #expect(listed == Set(stored.map(\.id)))

      let file = try cli.write("notes.txt", "written for gh\n")
      let url = try gh("create", file, "-d", "from gh").stdout
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let id = String(url.split(separator: "/").last ?? "")
      #expect(fixture.store.gist(id: id)?.description == "from gh")

      let viewed = try gh("view", id, "--raw").stdout
      #expect(viewed.contains("from gh") && viewed.contains("written for gh"))

      _ = try gh("edit", id)
      #expect(
        fixture.store.rawContent(id: id, filename: "notes.txt") == "written for gh\nedited by gh\n")

      _ = try gh("delete", id)
      #expect(fixture.store.gist(id: id) == nil)
    }
  }

  /// Issue 30: piped `dehub list` prints what piped `gh gist list` prints for the same
  /// gists, column for column and word for word ("1 file", the first file's name for an
  /// empty description, whitespace run together), so scripts can swap the program name.
  @Test func pipedListIsGhsGistList() async throws {
    let ghBinary = URL(fileURLWithPath: "/usr/bin/gh")
    guard FileManager.default.isExecutableFile(atPath: ghBinary.path) else {
      Issue.record("gh is not installed (scripts/test installs Debian's gh)")
      return
    }
    try await ServerFixture.with { fixture in
      let api = try fixture.api()
      let gists: [NewGist] = [
        NewGist(description: "", files: ["notes.md": "# n\n"], isPublic: true),
        NewGist(
          description: "  spaced   out\nover\tlines ", files: ["a.sh": "a\n"], isPublic: true),
        NewGist(description: "two files", files: ["b.py": "b\n", "c.go": "c\n"], isPublic: false),
        NewGist(description: nil, files: ["only.txt": "o\n"], isPublic: false),
      ]
      for gist in gists { _ = try api.create(gist) }
      let front = try TLSFront(backendPort: fixture.server.port)
      defer { front.stop() }
      var cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      cli.environment.merge(Self.ghEnvironment(cli, front), uniquingKeysWith: { $1 })
      let theirs = try cli.run(executable: ghBinary, ["gist", "list", "--limit", "10"])
      #expect(theirs.status == 0, "\(theirs.stderr)")
      let ours = try cli.run("list", "--limit", "10")
      #expect(ours.status == 0, "\(ours.stderr)")
      #expect(ours.stdout.split(separator: "\n").count == gists.count)
      #expect(
        ours.stdout.split(separator: "\n").sorted()
          == theirs.stdout.split(separator: "\n").sorted(),
        "dehub:\n\(ours.stdout)gh:\n\(theirs.stdout)")
      #expect(ours.stdout.contains("\tnotes.md\t1 file\tpublic\t"))
      #expect(ours.stdout.contains("\tspaced out over lines\t1 file\t"))
      #expect(ours.stdout.contains("\ttwo files\t2 files\tsecret\t"))
    }
  }
}
