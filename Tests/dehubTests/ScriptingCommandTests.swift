import Foundation
import GistServer
import GistValues
import Model
import Store
import TestSupport
import Testing

/// The scripting commands, run as the real binary against the loopback server.
@Suite struct ScriptingCommandTests {
  func withCLI(
    seed: (GistStore) -> Void = { _ in },
    _ body: @escaping @Sendable (CLI, ServerFixture) throws -> Void
  ) async throws {
    try await CLI.with(seed: seed, body)
  }

  @Test func listReturnsAThousandGistsAsJSON() async throws {
    try await withCLI(seed: { $0.generate(count: 1200, owner: ServerFixture.login) }) { cli, _ in
      let run = try cli.run("list", "--limit", "1000", "--json")
      #expect(run.status == 0)
      let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
      #expect(array?.count == 1000)
      #expect(array?.first?["html_url"] is String && array?.first?["files"] is [String: Any])
      #expect(run.stderr.isEmpty)
    }
  }

  @Test func listIsTabSeparatedInAPipeAndFilters() async throws {
    try await withCLI(seed: { $0.generate(count: 30, owner: ServerFixture.login) }) { cli, _ in
      let run = try cli.run("list", "--limit", "5")
      let lines = run.stdout.split(separator: "\n")
      #expect(lines.count == 5)
      #expect(
        lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 5 })
      let filtered = try cli.run("list", "--filter", "^python", "--limit", "100")
      #expect(!filtered.stdout.isEmpty)
      #expect(filtered.stdout.split(separator: "\n").allSatisfy { $0.contains("Python") })
      #expect(try cli.run("list", "--filter", "(", "--limit", "1").status == 2)
      #expect(try cli.run("list", "--discover", "--starred").status == 2)
    }
  }

  @Test func viewRawFileAndJSON() async throws {
    try await withCLI { cli, fixture in
      let api = try fixture.api()
      let gist = try api.create(
        NewGist(
          description: "two files", files: ["a.sh": "echo a\n", "b.py": "print('b')\n"],
          isPublic: true))
      let view = try cli.run("view", gist.id)
      #expect(
        view.stdout.contains("two files") && view.stdout.contains("echo a")
          && view.stdout.contains("print('b')"))
      #expect(try cli.run("view", gist.id, "--raw", "--file", "b.py").stdout == "print('b')\n")
      // gh's names: --filename for --file; --files lists the names.
      #expect(try cli.run("view", gist.id, "--raw", "--filename", "a.sh").stdout == "echo a\n")
      #expect(try cli.run("view", gist.id, "--files").stdout == "a.sh\nb.py\n")
      let json = try cli.run("view", try #require(gist.htmlURL), "--json")
      let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
      #expect(object?["id"] as? String == gist.id)
      let missing = try cli.run("view", gist.id, "--file", "nope.txt")
      #expect(missing.status == 1 && missing.stderr.contains("has no file \"nope.txt\""))
    }
  }

  @Test func createFromFilesAndStdinEditDeleteStar() async throws {
    try await withCLI { cli, fixture in
      let path = try cli.write("notes.md", "# Notes\n")
      let created = try cli.run("create", path, "--desc", "my notes", "--public")
      #expect(created.status == 0)
      let url = created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(url.hasPrefix("https://gist.github.com/\(ServerFixture.login)/"))
      #expect(created.stdout.split(separator: "\n").count == 1)
      let id = try GistReference.parse(url).id
      #expect(fixture.store.gist(id: id)?.isPublic == true)

      // Short options take their value joined, as gh's do: -flog.txt, -dText.
      let piped = try cli.run("create", "-", "-flog.txt", "-dFrom a pipe", stdin: "line one\n")
      #expect(piped.status == 0)
      let pipedID = try GistReference.parse(
        piped.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      ).id
      #expect(fixture.store.gist(id: pipedID)?.file(named: "log.txt")?.content == "line one\n")
      #expect(fixture.store.gist(id: pipedID)?.isPublic == false)
      #expect(fixture.store.gist(id: pipedID)?.description == "From a pipe")

      let more = try cli.write("extra.txt", "extra\n")
      #expect(try cli.run("edit", id, "--add", more, "--desc", "renamed").status == 0)
      #expect(fixture.store.gist(id: id)?.files.map(\.filename) == ["extra.txt", "notes.md"])
      #expect(fixture.store.gist(id: id)?.description == "renamed")
      #expect(try cli.run("edit", id, "--remove", "extra.txt").status == 0)
      #expect(fixture.store.gist(id: id)?.files.map(\.filename) == ["notes.md"])
      fixture.store.clearLog()
      let unchanged = try cli.run("edit", id, "--desc", "renamed")
      #expect(unchanged.status == 0 && unchanged.stderr.contains("nothing was sent"))
      #expect(!fixture.store.requests.contains { $0.method == "PATCH" })

      // Issue 57, item 40: star and unstar say what they did (on stderr).
      let starred = try cli.run("star", id)
      #expect(starred.status == 0 && starred.stderr == "Starred \(id).\n" && starred.stdout.isEmpty)
      #expect(try cli.run("list", "--starred").stdout.contains(id))
      let unstarred = try cli.run("unstar", url)
      #expect(unstarred.status == 0 && unstarred.stderr == "Unstarred \(id).\n")
      #expect(try cli.run("list", "--starred").stdout.isEmpty)

      let refused = try cli.run("delete", id)
      #expect(refused.status == 2)
      #expect(fixture.store.gist(id: id) != nil)
      // An unsent edit of the gist goes with it, as in the browser; others' stay.
      let drafts = DraftStore(folder: cli.home.appendingPathComponent("state/dehub/drafts"))
      try drafts.save(Draft(gistID: id, description: "mine", files: ["a": "1\n"], isPublic: false))
      try drafts.save(Draft(description: "a new one", files: ["b": "2\n"], isPublic: false))
      #expect(try cli.run("delete", id, "--yes").status == 0)
      #expect(fixture.store.gist(id: id) == nil)
      #expect(drafts.all().map(\.description) == ["a new one"])
    }
  }

  @Test func cacheInfoAndClear() async throws {
    try await withCLI { cli, fixture in
      let folder = cli.home.appendingPathComponent("cache/dehub")
      let cache = try GistCache(folder: folder)
      let account = GistCache.account(host: fixture.baseURL, login: "octocat")
      cache.pages.save(
        [
          CachedPage(
            url: nil, etag: nil, next: nil, fetchedAt: Date(),
            gists: [Gist(id: "a1", description: "cached", files: [])])
        ], account: account, list: "mine")
      let info = try cli.run("cache", "info")
      #expect(info.status == 0, "\(info.stderr)")
      #expect(info.stdout.contains("accounts:    \(account)"))
      #expect(info.stdout.contains("lists:       1 pages, 1 gists"))
      #expect(try cli.run("cache", "clear").status == 0)
      #expect(try cli.run("cache", "info").stdout.contains("accounts:    none"))
      try Data("garbage".utf8).write(to: folder.appendingPathComponent(GistCache.fileName))
      // A process: what was found along the way (the damage) is said as it ends.
      let rebuilt = try cli.runProcess("cache", "info")
      #expect(rebuilt.status == 0)
      #expect(rebuilt.stderr.contains("The cache was unreadable"))
    }
  }

  /// Issue 19, item 5: with its pages damaged, `cache info` said "schema unknown" and
  /// `cache clear` failed. Now the damage is noticed, said, and a working cache follows.
  @Test func cacheCommandsOnDamagedPages() async throws {
    try await withCLI { cli, _ in
      let folder = cli.home.appendingPathComponent("cache/dehub")
      let cache = try GistCache(folder: folder)
      cache.pages.save(
        [
          CachedPage(
            url: nil, etag: nil, next: nil, fetchedAt: Date(),
            gists: (0..<300).map { Gist(id: "g\($0)", description: "gist \($0)", files: []) })
        ], account: "h/ada", list: "mine")
      try DamagedFile.damagePages(of: folder.appendingPathComponent(GistCache.fileName))
      // A process: what was found along the way (the damage) is said as it ends.
      let info = try cli.runProcess("cache", "info")
      #expect(info.status == 0, "\(info.stderr)")
      #expect(info.stderr.contains("The cache was unreadable"), "\(info.stderr)")
      #expect(info.stdout.contains("schema:      v6"), "\(info.stdout)")
      try DamagedFile.damagePages(of: folder.appendingPathComponent(GistCache.fileName))
      let cleared = try cli.run("cache", "clear")
      #expect(cleared.status == 0, "\(cleared.stderr)")
      #expect(cleared.stdout.isEmpty && cleared.stderr.hasPrefix("Cleared "))
      #expect(try cli.run("cache", "info").stdout.contains("lists:       0 pages"))
    }
  }

  @Test func cloneRunsGitOnThePullURL() async throws {
    try await withCLI { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: nil, files: ["hello.txt": "hi\n"], isPublic: true))
      // A process: with no folder given, git clones into the working directory, named by the
      // gist's id (the rest of clone runs in-process: CloneCLITests).
      let run = try cli.runProcess("clone", gist.id)
      #expect(run.status == 0, "\(run.stderr)")
      let cloned = cli.home.appendingPathComponent("\(gist.id)/hello.txt")
      #expect(try String(contentsOf: cloned, encoding: .utf8) == "hi\n")
    }
  }

  @Test func failedCreateFromStdinKeepsTheText() async throws {
    try await withCLI(seed: { $0.inject(Fault(method: "POST", path: "/gists", kind: .status(502))) }
    ) { cli, _ in
      let run = try cli.run("create", "-", stdin: "precious words\n")
      #expect(run.status == 1)
      #expect(run.stderr.contains("Your text is kept in "))
      let drafts = cli.home.appendingPathComponent("state/dehub/drafts")
      let files = try FileManager.default.contentsOfDirectory(atPath: drafts.path)
      #expect(files.count == 1)
      let saved = try String(contentsOf: drafts.appendingPathComponent(files[0]), encoding: .utf8)
      #expect(saved.contains("precious words"))
    }
  }

  /// Issue 28, item 9: an empty `create -` kept a junk draft, offered at every start.
  @Test func anEmptyCreateFromStdinKeepsNoDraft() async throws {
    try await withCLI { cli, fixture in
      for input in ["", "  \n\n"] {
        let run = try cli.run("create", "-", stdin: input)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Nothing came on standard input"), "\(run.stderr)")
      }
      let drafts = cli.home.appendingPathComponent("state/dehub/drafts")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: drafts.path)) ?? []
      #expect(files.filter { $0.hasSuffix(".json") }.isEmpty, "\(files)")
      #expect(!fixture.store.requests.contains { $0.method == "POST" })
    }
  }

  @Test func exitCodesAndSentencesWithoutTheToken() async throws {
    try await withCLI(seed: { $0.generate(count: 2, owner: ServerFixture.login) }) { cli, fixture in
      var bad = cli
      bad.environment["GH_ENTERPRISE_TOKEN"] = "wrong-token-abc"
      let rejected = try bad.run("list")
      #expect(rejected.status == 4)
      #expect(rejected.stderr.contains("rejected the token"))
      #expect(!rejected.stderr.contains("wrong-token-abc"))

      var none = cli
      none.environment["GH_ENTERPRISE_TOKEN"] = nil
      #expect(try none.run("list").status == 4)
      #expect(try none.run("list", "--discover").status == 0)

      let cases: [(String, String)] = [
        ("/gists=500", "server error"), ("/gists=ratelimit", "rate limit is used up until"),
        ("/gists=secondary:30", "in 30 seconds"), ("/gists=drop", "broke off"),
        ("/gists=malformed", "could not be read"),
        ("/gists=stall", "did not answer within 1 seconds"),
      ]
      for (spec, words) in cases {
        fixture.store.clearFaults()
        fixture.store.inject(try #require(Fault(spec: spec)))
        // Only the stall needs the short limit: the others are answered at once, and a
        // second of the whole suite's load on two cores is not "at once".
        let run = try cli.run("list", "--timeout", spec.hasSuffix("stall") ? "1" : "20")
        #expect(run.status == 1, "\(spec)")
        #expect(run.stderr.contains(words), "\(spec): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        for forbidden in [ServerFixture.token, "{", "CURLE", "Fatal error", "Stack", "0x"] {
          #expect(!run.stderr.contains(forbidden), "\(spec) printed \(forbidden)")
        }
        #expect(run.stderr.split(separator: "\n").count == 1)
      }
      fixture.store.clearFaults()
      let json = try cli.run("list", "--json")
      #expect(!json.stdout.contains(ServerFixture.token))
      #expect(try cli.run("list", "--no-such-flag").status == 2)
      #expect(try cli.run("view", "not a gist").status == 2)
      #expect(
        try cli.run("--version").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
          == "\(DehubVersion.current) (commit dev)")
      #expect(try cli.run("--help").status == 0)
    }
  }

  @Test func cannotConnectNamesHostAndPort() async throws {
    let closed = try ClosedPort()
    let port = closed.port
    let cli = try CLI(server: nil)
    defer { cli.cleanUp() }
    let run = try cli.run("list", "--api-url", "http://127.0.0.1:\(port)")
    #expect(run.status == 1)
    #expect(run.stderr.contains("Cannot connect to 127.0.0.1 on port \(port)"))
    let insecure = try cli.run("list", "--api-url", "http://example.com")
    #expect(insecure.status == 2 && insecure.stderr.contains("plain http:// is used only"))
  }

  @Test func authLoginStatusLogout() async throws {
    try await withCLI { cli, _ in
      var fresh = cli
      fresh.environment["GH_ENTERPRISE_TOKEN"] = nil
      #expect(try fresh.run("auth", "status").status == 4)
      let bad = try fresh.run("auth", "login", stdin: "nope\n")
      #expect(bad.status == 4)
      let login = try fresh.run("auth", "login", stdin: "\(ServerFixture.token)\n")
      #expect(login.status == 0, "\(login.stderr)")
      #expect(login.stderr.contains("as \(ServerFixture.login)"))
      #expect(!login.stderr.contains(ServerFixture.token))
      let file = cli.home.appendingPathComponent("config/dehub/hosts.json")
      let mode =
        try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
      #expect(mode == 0o600)
      let status = try fresh.run("auth", "status")
      #expect(status.status == 0)
      #expect(status.stdout.contains("account \(ServerFixture.login) (saved"), "\(status.stdout)")
      #expect(status.stdout.contains("Token scopes: gist, read:user"))
      #expect(status.stdout.contains("Rate limit:"))
      #expect(!status.stdout.contains(ServerFixture.token))
      chmod(file.path, 0o644)
      let refused = try fresh.run("list")
      #expect(refused.status == 1 && refused.stderr.contains("chmod 600"))
      chmod(file.path, 0o600)
      #expect(try fresh.run("auth", "logout").status == 0)
      #expect(!FileManager.default.fileExists(atPath: file.path))
    }
  }
}

extension ScriptingCommandTests {
  /// A review found `star = "s"` in [keys] (a conflict with sort) stopped `dehub list`: a
  /// setting for the screens now stops only what has screens.
  @Test func aMistakeInKeysStopsNoScript() async throws {
    try await withCLI(seed: { $0.generate(count: 2, owner: ServerFixture.login) }) { cli, _ in
      let config = cli.home.appendingPathComponent("config/dehub")
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try Data("[keys]\nstar = \"s\"\n".utf8).write(
        to: config.appendingPathComponent("config.toml"))
      let run = try cli.run("list", "--limit", "1")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.split(separator: "\n").count == 1)
    }
  }
}

extension ScriptingCommandTests {
  /// A review found pickers exit 130 on Esc or Ctrl-C, a code the documented list did not
  /// have: the help (the man page's source) and docs/scripting.md name every code.
  @Test func theHelpAndTheDocsNameEveryExitCode() throws {
    let cli = try CLI(server: nil)
    defer { cli.cleanUp() }
    let help = try cli.run("--help").stdout.replacingOccurrences(of: "\n", with: " ")
      .split(separator: " ").joined(separator: " ")
    let docs = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/scripting.md"), encoding: .utf8
    ).replacingOccurrences(of: "\n", with: " ")
    for code in [
      "2 usage error", "3 sync conflicts left", "4 authentication needed", "130 a picker",
    ] {
      #expect(help.contains(code), "\(code): \(help)")
    }
    for code in ["2 usage error", "3 when `sync` left conflicts", "4 authentication", "130 when"] {
      #expect(docs.contains(code), "\(code)")
    }
    #expect(help.contains("Ctrl-C in the browser is its quit key: exit 0"))
  }
}
