import Foundation
import GistServer
import GistValues
import Model
import TestSupport
import Testing

/// Issue 30: text is checked for secrets before it leaves the machine. A public send with a
/// finding is refused (exit 1) without `--allow-secrets`, naming the file, the line and the
/// kind but never the secret whole; a secret send goes with a warning. The token is made up
/// and built from parts.
@Suite struct SecretsCLITests {
  static let token = "ghp" + "_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z9f2c"

  func posts(_ fixture: ServerFixture) -> [GistStore.LoggedRequest] {
    fixture.store.requests.filter { $0.method == "POST" || $0.method == "PATCH" }
  }

  @Test func aPublicGistWithATokenIsRefusedASecretOneWarned() async throws {
    try await CLI.with { cli, fixture in
      let file = try cli.write("secrets.env", "# deploy\nGH_TOKEN=\(Self.token)\n")
      let refused = try cli.run("create", "-p", file)
      #expect(refused.status == 1)
      #expect(refused.stdout.isEmpty)
      #expect(refused.stderr.contains("secrets.env line 2 holds a GitHub token (ghp_…9f2c)."))
      #expect(refused.stderr.contains("--allow-secrets"))
      #expect(!refused.stderr.contains(Self.token))
      #expect(posts(fixture).isEmpty)

      let secret = try cli.run("create", file)
      #expect(secret.status == 0, "\(secret.stderr)")
      #expect(secret.stderr.contains("warning: secrets.env line 2 holds a GitHub token"))
      #expect(!secret.stderr.contains(Self.token))
      let secretID = try GistReference.parse(
        secret.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      ).id
      #expect(fixture.store.gist(id: secretID)?.isPublic == false)

      let allowed = try cli.run("create", "-p", "--allow-secrets", file)
      #expect(allowed.status == 0, "\(allowed.stderr)")
      let allowedID = try GistReference.parse(
        allowed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      ).id
      #expect(fixture.store.gist(id: allowedID)?.isPublic == true)
      #expect(posts(fixture).count == 2)
    }
  }

  @Test func aRefusedCreateFromStdinKeepsTheTextAsADraft() async throws {
    try await CLI.with { cli, fixture in
      let text = "aws_access_key_id = AKIA" + "IOSFODNN7EXAMPL3\n"
      let run = try cli.run("create", "-", "-p", "--filename", "aws.ini", stdin: text)
      #expect(run.status == 1)
      #expect(run.stderr.contains("aws.ini line 1 holds an AWS access key id"))
      #expect(run.stderr.contains("Your text is kept in"))
      #expect(posts(fixture).isEmpty)
      let folder = cli.home.appendingPathComponent("state/dehub/drafts")
      let drafts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".json") }
      #expect(drafts.count == 1)
      let kept = try String(
        contentsOf: folder.appendingPathComponent(drafts[0]), encoding: .utf8)
      #expect(kept.contains("EXAMPL3"))
    }
  }

  @Test func editsAndCommentsAreCheckedByTheGistsVisibility() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let open = try api.create(NewGist(description: "o", files: ["a.txt": "a\n"], isPublic: true))
      let hidden = try api.create(
        NewGist(description: "h", files: ["a.txt": "a\n"], isPublic: false))
      let key = try cli.write("key.pem", "-----BEGIN OPENSSH PRIVATE" + " KEY-----\nb3Blbg==\n")
      fixture.store.clearLog()

      let refused = try cli.run("edit", open.id, "--add", key)
      #expect(refused.status == 1 && refused.stderr.contains("key.pem line 1 holds a private key."))
      let comment = try cli.run("comments", open.id, "--add", "my token: \(Self.token)")
      #expect(
        comment.status == 1 && comment.stderr.contains("the comment line 1 holds a GitHub token"))
      #expect(!comment.stderr.contains(Self.token))
      #expect(posts(fixture).isEmpty)

      let warned = try cli.run("edit", hidden.id, "--add", key)
      #expect(warned.status == 0 && warned.stderr.contains("warning: key.pem line 1"))
      let allowed = try cli.run("comments", open.id, "--add", "t \(Self.token)", "--allow-secrets")
      #expect(allowed.status == 0, "\(allowed.stderr)")
      #expect(posts(fixture).count == 2)
    }
  }
}
