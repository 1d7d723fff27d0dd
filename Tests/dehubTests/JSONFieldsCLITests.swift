import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 53: gh's output flags on every command that prints JSON: `--json FIELDS` gives
/// objects of exactly those fields (an unknown one lists them, exit 2), `--jq` runs jq's
/// language through libjq and prints strings bare, `--template` is gh's Go-template subset;
/// `--json` alone stays GitHub's whole JSON.
@Suite struct JSONFieldsCLITests {
  /// Seeds public gists of the user, one file each, by id and description.
  static func seed(_ store: GistStore, _ descriptions: [String: String]) {
    store.load(
      SeedFile(
        users: [],
        gists: descriptions.map { id, description in
          SeedGist(
            id: id, owner: ServerFixture.login, description: description, isPublic: true,
            files: ["a.txt": "a\n"])
        }))
  }

  /// The members of each object of the array `output` holds.
  func keys(_ output: String) -> [[String]] {
    let parsed = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
    return (parsed ?? []).map { $0.keys.sorted() }
  }

  @Test func jsonFieldsGivesExactlyThoseFields() async throws {
    // Eight: within list's default of 10, as gh's.
    try await CLI.with(seed: { $0.generate(count: 8, owner: ServerFixture.login) }) { cli, _ in
      for arguments in [
        ["list", "--json", "id,description"], ["list", "--json=description,id"],
        ["list", "--json", "id", "--json", "description"],
      ] {
        let run = try cli.run(arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let objects = keys(run.stdout)
        #expect(objects.count == 8, "\(arguments): \(run.stdout.prefix(300))")
        #expect(objects.allSatisfy { $0 == ["description", "id"] }, "\(arguments)")
        #expect(run.stdout.hasPrefix("[{\"description\":"), "members sorted, as gh's")
      }
      let id = try #require(
        (try JSONSerialization.jsonObject(
          with: Data(try cli.run("list", "--json", "id").stdout.utf8))
          as? [[String: String]])?.first?["id"])
      // gh's names, made from GitHub's: `url` is the page, `owner` the login, files a list.
      let viewed = try cli.run("view", id, "--json", "url,owner,files,public,updatedAt")
      #expect(viewed.status == 0, "\(viewed.stderr)")
      let gist = try #require(
        try JSONSerialization.jsonObject(with: Data(viewed.stdout.utf8)) as? [String: Any])
      #expect(gist.keys.sorted() == ["files", "owner", "public", "updatedAt", "url"])
      #expect((gist["url"] as? String)?.hasPrefix("https://gist.github.com/") == true)
      #expect((gist["owner"] as? [String: String]) == ["login": ServerFixture.login])
      let files = try #require(gist["files"] as? [[String: Any]])
      #expect(files.first?["name"] is String && files.first?["content"] is String)
      let history = try cli.run("history", id, "--json", "version,author")
      #expect(keys(history.stdout) == [["author", "version"]], "\(history.stdout)")
    }
  }

  @Test func bareJSONStaysGitHubsWholeJSON() async throws {
    try await CLI.with(seed: { $0.generate(count: 3, owner: ServerFixture.login) }) { cli, _ in
      let listed = try cli.run("list", "--json")
      #expect(listed.status == 0, "\(listed.stderr)")
      let gists = try #require(
        try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
      let id = try #require(gists.first?["id"] as? String)
      #expect(gists.first?["html_url"] != nil && gists.first?["files"] is [String: Any])
      // `--json` before the id, or before another flag, takes no fields.
      for arguments in [["view", "--json", id], ["view", id, "--json", "--raw"]] {
        let run = try cli.run(arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let gist = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(gist?["id"] as? String == id && gist?["files"] is [String: Any], "\(arguments)")
      }
    }
  }

  @Test func anUnknownFieldListsTheFields() async throws {
    try await CLI.with(seed: { $0.generate(count: 2, owner: ServerFixture.login) }) {
      cli, fixture in
      let id = try cli.run("list", "--jq", ".[0].id").stdout.trimmingCharacters(in: .newlines)
      fixture.store.clearLog()
      for arguments in [["list", "--json", "idd"], ["view", id, "--json", "descripton"]] {
        let run = try cli.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("dehub: Unknown JSON field"), "\(run.stderr)")
        for field in ["createdAt", "description", "files", "id", "owner", "updatedAt", "url"] {
          #expect(run.stderr.contains(field), "\(arguments): \(run.stderr)")
        }
        #expect(run.stderr.split(separator: "\n").count == 1)
      }
      #expect(fixture.store.requests.isEmpty, "refused before anything was asked")
      let history = try cli.run("history", id, "--json", "id")
      #expect(history.status == 2 && history.stderr.contains("committedAt"), "\(history.stderr)")
    }
  }

  @Test func jqPrintsABareId() async throws {
    try await CLI.with(seed: { $0.generate(count: 5, owner: ServerFixture.login) }) { cli, _ in
      let listed = try cli.run("list", "--json", "id")
      let ids = try #require(
        try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: String]]
      ).compactMap { $0["id"] }
      let first = try cli.run("list", "--jq", ".[0].id")
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stdout == ids[0] + "\n")
      // With fields, on them; a result that is not a string is JSON, compact into a pipe.
      let each = try cli.run("list", "--json", "id,files", "-q", ".[] | {id, n: (.files | length)}")
      #expect(each.stdout == ids.map { "{\"id\":\"\($0)\",\"n\":1}\n" }.joined(), "\(each.stdout)")
      let count = try cli.run("history", ids[0], "--jq", "length")
      #expect(count.stdout == "1\n", "\(count.stderr)")
      // jq's own words, on one line: a program it cannot read, one that fails on the input.
      let unreadable = try cli.run("list", "--jq", ".[0")
      #expect(unreadable.status == 1 && unreadable.stdout.isEmpty)
      #expect(unreadable.stderr.hasPrefix("dehub: --jq: syntax error"), "\(unreadable.stderr)")
      let failing = try cli.run("list", "--jq", ".[0].id.x")
      #expect(failing.status == 1, "\(failing.stderr)")
      #expect(failing.stderr == "dehub: --jq: Cannot index string with string \"x\"\n")
    }
  }

  @Test func templateMakesATable() async throws {
    try await CLI.with(seed: {
      Self.seed($0, ["aaaaaaa111": "short", "bbbbbbb222": "a longer description"])
    }) { cli, _ in
      let run = try cli.run(
        "list", "--json", "id,description,public",
        "--template",
        "{{range .}}{{tablerow .id .description (.public | printf \"%v\")}}{{end}}{{tablerender}}"
          + "{{len .}} gists\n")
      #expect(run.status == 0, "\(run.stderr)")
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(lines.count == 3, "\(run.stdout)")
      #expect(Set(lines.prefix(2).map { $0.prefix(10) }) == ["aaaaaaa111", "bbbbbbb222"])
      // Columns aligned, two spaces after the widest cell.
      for line in lines.prefix(2) {
        #expect(line.dropFirst(10).hasPrefix("  "), "\(line)")
        #expect(line.hasSuffix("true") && line.count == 10 + 2 + 20 + 2 + 4, "\(line)")
      }
      #expect(lines.last == "2 gists")
      let mistake = try cli.run("list", "--template", "{{range .}}{{.id}}")
      #expect(mistake.status == 2 && mistake.stderr.contains("{{end}}"), "\(mistake.stderr)")
      let unknown = try cli.run("list", "--template", "{{hyperlink .id}}")
      #expect(unknown.status == 2 && unknown.stderr.contains("no function"), "\(unknown.stderr)")
    }
  }

  /// What `--jq` gives as text and what a template makes are text: piped, escape sequences
  /// in them are refused as in every command's text; JSON escapes them and goes out.
  @Test func textMadeOfTheJSONFollowsThePipedTextRule() async throws {
    try await CLI.with(seed: { Self.seed($0, ["e5ce5e5ce5": "red \u{1B}[31mtext"]) }) {
      cli, _ in
      for arguments in [
        ["list", "--jq", ".[0].description"],
        ["list", "--template", "{{range .}}{{.description}}{{end}}"],
      ] {
        let refused = try cli.run(arguments)
        #expect(refused.status == 1 && refused.stdout.isEmpty, "\(arguments)")
        #expect(refused.stderr.contains("--allow-escape-sequences"), "\(refused.stderr)")
        let allowed = try cli.run(arguments + ["--allow-escape-sequences"])
        #expect(allowed.stdout.hasPrefix("red \u{1B}[31mtext"), "\(arguments)")
      }
      let json = try cli.run("list", "--json", "description")
      #expect(json.status == 0 && json.stdout == "[{\"description\":\"red \\u001b[31mtext\"}]\n")
    }
  }

  /// A page failing part way through `list --json FIELDS` of 2,000 gists: what came before
  /// it was already written, the fields of each gist picked as its page came, and the array
  /// is left open, so the list is never held whole.
  @Test func listJSONFieldsIsWrittenAsThePagesArrive() async throws {
    try await CLI.with(seed: { store in
      store.generate(count: 2000, owner: ServerFixture.login)
      store.inject(Fault(path: "/gists", query: ["page": "20"], kind: .status(502), times: 1))
    }) { cli, _ in
      let fields = "createdAt,description,files,gitPullUrl,gitPushUrl,id,owner,updatedAt,url"
      let failed = try cli.run("list", "--limit", "2000", "--json", fields, "--no-cache")
      #expect(failed.status == 1, "\(failed.stderr)")
      #expect(failed.stdout.hasPrefix("[{\"createdAt\":"))
      #expect(failed.stdout.utf8.count > 1 << 20 && !failed.stdout.hasSuffix("]\n"))
      #expect(!failed.stdout.contains("comments_url"), "only the fields asked for")
      let whole = try cli.run("list", "--limit", "2000", "--json", fields, "--no-cache")
      #expect(whole.status == 0, "\(whole.stderr)")
      let objects = keys(whole.stdout)
      #expect(objects.count == 2000)
      #expect(objects.allSatisfy { $0 == fields.split(separator: ",").map(String.init) })
    }
  }
}
