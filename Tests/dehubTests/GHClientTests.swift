import Foundation
import GistServer
import Model
import TestSupport
import Testing

/// GitHub's own CLI against `dehub server` behind a TLS front, as it reaches a GitHub
/// Enterprise host: `gh gist list` (GraphQL), `view`, `create`, `edit` (POST for PATCH)
/// and `delete` all work. Debian's `gh` is installed by scripts/test.
@Suite struct GHClientTests {
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
        [
          "GH_HOST": "127.0.0.1:\(front.port)", "GH_ENTERPRISE_TOKEN": ServerFixture.token,
          "SSL_CERT_FILE": front.caFile,
          "GH_CONFIG_DIR": cli.home.appendingPathComponent("gh").path,
          "GH_NO_UPDATE_NOTIFIER": "1", "GH_PROMPT_DISABLED": "1", "NO_COLOR": "1",
          "GH_EDITOR": "sh \(editor)",
        ], uniquingKeysWith: { $1 })
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
}
