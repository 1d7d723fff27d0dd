import Foundation
import GistServer
import MCP
import System
import TestSupport
import Testing

/// Issue 34, item 5: the MCP Swift SDK's own client, over pipes to `dehub mcp`, lists the
/// tools, runs a search and reads a file, all from the offline index and cache (no request
/// reaches the server); with the server stopped it answers the same, saying the index's age.
@Suite struct MCPClientTests {
  /// `dehub mcp` running as a child process, its stdin and stdout the client's transport.
  final class Endpoint: Sendable {
    let process: ChildProcess
    let toServer: (read: Int32, write: Int32)
    let fromServer: (read: Int32, write: Int32)
    let client: Client
    let stderr: URL
    /// What the server said to `initialize`.
    let initialized: Initialize.Result

    init(cli: CLI, arguments: [String] = []) async throws {
      toServer = try TestProgram.pipe()
      fromServer = try TestProgram.pipe()
      stderr = cli.home.appendingPathComponent("mcp-err-\(UUID())")
      process = try TestProgram.start(
        [CLI.binary.path, "mcp"] + arguments, environment: cli.environment,
        directory: cli.home, input: .descriptor(toServer.read),
        output: .descriptor(fromServer.write), error: .file(stderr.path))
      // The child's ends: dehub sees the end of its input when the write end is closed.
      close(toServer.read)
      close(fromServer.write)
      client = Client(name: "dehub-tests", version: "1.0")
      let transport = StdioTransport(
        input: .init(rawValue: fromServer.read), output: .init(rawValue: toServer.write))
      initialized = try await client.connect(transport: transport)
    }

    /// The texts of a tool's answer, and whether it is an error.
    func call(_ name: String, _ arguments: [String: Value]) async throws -> ([String], Bool) {
      let (content, isError) = try await client.callTool(name: name, arguments: arguments)
      let texts = content.compactMap { block -> String? in
        if case .text(let text, _, _) = block { return text }
        return nil
      }
      return (texts, isError ?? false)
    }

    /// Ends the session: stdin closed, dehub exits; its status and stderr.
    func stop() async throws -> (Int32, String) {
      await client.disconnect()
      close(toServer.write)
      let status = process.wait()
      return (status, try String(contentsOf: stderr, encoding: .utf8))
    }

    deinit {
      process.send(SIGKILL)
      process.wait()
      close(fromServer.read)
    }
  }

  static func seed(_ store: GistStore) {
    store.generate(count: 4, owner: ServerFixture.login)
    store.load(
      SeedFile(
        users: [],
        gists: [
          SeedGist(
            id: "feedface01", owner: ServerFixture.login, description: "old \"notes\"",
            isPublic: false,
            files: [
              "a-readme.md": "# notes\n",
              "runbook.txt": "line one\nthe quuxfrobnicate step\n\u{1B}[31mred\\ \"quoted\"\n",
            ],
            hoursAgo: 5000)
        ]))
  }

  @Test func theSDKsClientListsSearchesAndReadsOnlineAndOffline() async throws {
    let fixture = try await ServerFixture.start(seed: Self.seed)
    let cli = try CLI(server: fixture)
    defer { cli.cleanUp() }
    // `dehub search` fills the index (and learns who the token is).
    let filled = try await onOwnThread { try cli.run("search", "quuxfrobnicate") }.get()
    #expect(filled.status == 0, "\(filled.stderr)")
    fixture.store.clearLog()

    let endpoint = try await Endpoint(cli: cli)
    // The SDK asks for its newest version, which dehub speaks.
    #expect(endpoint.initialized.protocolVersion == "2025-11-25")
    #expect(endpoint.initialized.serverInfo.name == "dehub")
    let tools = try await endpoint.client.listTools().tools
    #expect(tools.map(\.name) == ["search_gists", "read_gist", "list_recent_gists"])
    #expect(tools.allSatisfy { $0.annotations.readOnlyHint == true })
    let (found, searchFailed) = try await endpoint.call(
      "search_gists", ["query": "quuxfrob", "limit": 5])
    #expect(!searchFailed)
    #expect(
      found.first?.hasPrefix("1 gist matches “quuxfrob”; searched offline, index updated ") == true,
      "\(found)")
    let hits =
      try JSONSerialization.jsonObject(with: Data((found.last ?? "").utf8)) as? [String: Any]
    let gists = hits?["gists"] as? [[String: Any]]
    #expect(gists?.first?["id"] as? String == "feedface01")
    #expect(gists?.first?["description"] as? String == "old \"notes\"")
    let matches = gists?.first?["matches"] as? [[String: Any]]
    #expect(matches?.first?["file"] as? String == "runbook.txt")
    #expect(matches?.first?["line"] as? Int == 2)
    #expect((hits?["index"] as? [String: Any])?["gists"] as? Int == 5)
    let (file, readFailed) = try await endpoint.call(
      "read_gist", ["id": "feedface01", "file": "runbook.txt"])
    #expect(!readFailed)
    // The file's text whole, escape and quotes included: JSON carried it, nothing mangled.
    #expect(file.last == "line one\nthe quuxfrobnicate step\n\u{1B}[31mred\\ \"quoted\"\n")
    #expect(file.first?.hasPrefix("runbook.txt of gist feedface01") == true, "\(file)")
    let (recent, _) = try await endpoint.call("list_recent_gists", ["limit": 2, "which": "mine"])
    let listed =
      try JSONSerialization.jsonObject(with: Data((recent.last ?? "").utf8)) as? [String: Any]
    #expect((listed?["gists"] as? [Any])?.count == 2)
    // Not a request reached GitHub's stand-in: no rate limit was spent.
    #expect(fixture.store.requests.isEmpty, "\(fixture.store.requests.map(\.path))")
    try await endpoint.client.ping()

    await fixture.server.stop()
    let (offline, offlineFailed) = try await endpoint.call(
      "search_gists", ["query": "lang:markdown notes"])
    #expect(!offlineFailed)
    #expect(offline.first?.contains("index updated ") == true, "\(offline)")
    let (again, _) = try await endpoint.call(
      "read_gist", ["id": "feedface01", "file": "a-readme.md"])
    #expect(again.last == "# notes\n")
    let (missing, missingFailed) = try await endpoint.call("read_gist", ["id": "0123456789abcdef"])
    #expect(missingFailed)
    #expect(missing.first?.contains("in neither the cache nor the index") == true)
    let (status, stderr) = try await endpoint.stop()
    #expect(status == 0, "\(stderr)")
    #expect(
      stderr.hasPrefix("dehub mcp: serving 3 tools on stdin and stdout (read-only); index updated ")
    )
  }

  /// With `--allow-write`: create and edit, checked as the CLI checks (a secret in a public
  /// gist refused, with the finding; a blank file refused), the change kept in the cache.
  @Test func withAllowWriteItCreatesAndEditsCheckedAsTheCLIChecks() async throws {
    let fixture = try await ServerFixture.start(seed: Self.seed)
    let cli = try CLI(server: fixture)
    defer { cli.cleanUp() }
    _ = try await onOwnThread { try cli.run("search", "notes") }.get()
    let endpoint = try await Endpoint(cli: cli, arguments: ["--allow-write"])
    let tools = try await endpoint.client.listTools().tools
    #expect(tools.map(\.name).suffix(2) == ["create_gist", "edit_gist"])
    let token = "ghp" + "_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z9f2c"
    let (refused, refusedFailed) = try await endpoint.call(
      "create_gist", ["files": ["env.sh": .string("export T=\(token)\n")], "public": true])
    #expect(refusedFailed)
    #expect(
      refused.first?.hasPrefix("Nothing was sent: a public gist must not hold secrets;") == true)
    #expect(refused.first?.contains("env.sh line 1 holds a GitHub token (ghp_…9f2c).") == true)
    #expect(refused.first?.contains(token) == false)
    let (blank, blankFailed) = try await endpoint.call("create_gist", ["files": ["a.txt": "  "]])
    #expect(blankFailed && blank.first?.contains("GitHub refuses blank files") == true)
    #expect(!fixture.store.requests.contains { $0.method == "POST" && $0.path == "/gists" })
    #expect(tools.last?.annotations.destructiveHint == true)
    #expect(endpoint.initialized.instructions?.contains("a public gist that seems") == true)
    // In a secret gist, the secret is sent, with the warning in the answer.
    let (warned, warnedFailed) = try await endpoint.call(
      "create_gist", ["files": ["env.sh": .string("export T=\(token)\n")]])
    #expect(!warnedFailed)
    #expect(
      warned.last?.hasPrefix("Warning: the gist is secret, but anyone with its link can read it:")
        == true, "\(warned)")

    let (created, createFailed) = try await endpoint.call(
      "create_gist", ["files": ["hello.md": "# hello\n"], "description": "from an agent"])
    #expect(!createFailed, "\(created)")
    let id = String((created.first ?? "").dropFirst("Created gist ".count).prefix { $0 != ":" })
    #expect(fixture.store.gist(id: id)?.description == "from an agent")
    let (edited, editFailed) = try await endpoint.call(
      "edit_gist",
      ["id": .string(id), "files": ["hello.md": "# hello again\n", "more.txt": "more\n"]])
    #expect(!editFailed, "\(edited)")
    #expect(fixture.store.gist(id: id)?.files.count == 2)
    // Offline, the new gist is read from the cache it was kept in.
    await fixture.server.stop()
    let (read, _) = try await endpoint.call("read_gist", ["id": .string(id), "file": "more.txt"])
    #expect(read.last == "more\n", "\(read)")
    _ = try await endpoint.stop()
  }

  /// The binary itself, fed by hand: a 9 MB line, a line that is not JSON and an unknown
  /// method each get their JSON-RPC error on stdout, and the ping after them its answer.
  @Test func theBinaryAnswersBadLinesWithErrorsAndGoesOn() async throws {
    try await CLI.with(seed: { $0.generate(count: 1, owner: ServerFixture.login) }) { cli, _ in
      let huge =
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\""
        + String(repeating: "a", count: 9_000_000) + "\"}}"
      let input =
        [
          huge, "{\"jsonrpc\":\"2.0\",\"id\":2,",
          #"{"jsonrpc":"2.0","id":3,"method":"resources/list"}"#,
          #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
          #"{"jsonrpc":"2.0","id":4,"method":"ping"}"#,
        ].joined(separator: "\n") + "\n"
      let run = try cli.runProcess("mcp", stdin: input)
      #expect(run.status == 0, "\(run.stderr)")
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(lines.count == 4, "\(lines)")
      guard lines.count == 4 else { return }
      #expect(
        lines[0].hasPrefix(
          #"{"error":{"code":-32600,"message":"Invalid request: the message is 9000"#))
      #expect(
        lines[1]
          == #"{"error":{"code":-32700,"message":"Parse error: the line is not JSON."},"id":null,"jsonrpc":"2.0"}"#
      )
      #expect(
        lines[2]
          == #"{"error":{"code":-32601,"message":"Method not found: resources/list"},"id":3,"jsonrpc":"2.0"}"#
      )
      #expect(lines[3] == #"{"id":4,"jsonrpc":"2.0","result":{}}"#)
      #expect(run.stderr.contains("refused a message of 9000"))
    }
  }
}
