import FoundationEssentials
import GistValues
import MCPEndpoint
import Testing

/// `dehub mcp`'s JSON-RPC: every line gets its answer, or a JSON-RPC error, and nothing
/// brings the server down.
@Suite struct MCPServerTests {
  static func echo() -> MCPTool {
    MCPTool(
      name: "echo", title: "Echo", description: "Says its text back.",
      inputSchema: .object(["type": .string("object")]), readOnly: true
    ) { arguments in
      guard let text = arguments["text"]?.string else { return .failure("Give `text`.") }
      return MCPToolResult(texts: [text])
    }
  }

  static func server() -> MCPServer {
    MCPServer(name: "test", version: "1.0", instructions: "Try echo.", tools: [echo()])
  }

  /// The answer to `line`, read back.
  static func answer(_ server: inout MCPServer, _ line: String) throws -> JSONValue? {
    guard let text = server.respond(to: Array(line.utf8)) else { return nil }
    #expect(!text.contains("\n"))
    return try JSONValue.parse(Data(text.utf8))
  }

  @Test func malformedJSONIsAParseError() throws {
    var server = Self.server()
    let answer = try Self.answer(&server, #"{"jsonrpc":"2.0","id":1,"method":"#)
    #expect(answer?["error"]?["code"]?.int == -32700)
    #expect(answer?["id"] == .null)
    #expect(answer?["jsonrpc"]?.string == "2.0")
  }

  @Test func anUnknownMethodIsMethodNotFound() throws {
    var server = Self.server()
    let answer = try Self.answer(
      &server, #"{"jsonrpc":"2.0","id":"a-7","method":"resources/list"}"#)
    #expect(answer?["error"]?["code"]?.int == -32601)
    #expect(answer?["id"]?.string == "a-7")
    #expect(answer?["error"]?["message"]?.string == "Method not found: resources/list")
  }

  @Test func notificationsAndBlankLinesGetNoAnswer() throws {
    var server = Self.server()
    #expect(
      server.respond(to: Array(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8))
        == nil)
    #expect(server.respond(to: Array(#"{"jsonrpc":"2.0","method":"no/such/notice"}"#.utf8)) == nil)
    #expect(server.respond(to: []) == nil)
    #expect(server.respond(to: Array(#"{"jsonrpc":"2.0","id":3,"result":{}}"#.utf8)) == nil)
  }

  @Test func otherMalformedRequestsAreInvalid() throws {
    var server = Self.server()
    for line in [
      "[1,2]", "42", #"{"jsonrpc":"1.0","id":1,"method":"ping"}"#,
      #"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#, #"{"jsonrpc":"2.0","id":1}"#,
    ] {
      #expect(try Self.answer(&server, line)?["error"]?["code"]?.int == -32600, "\(line)")
    }
    let badParams = try Self.answer(
      &server, #"{"jsonrpc":"2.0","id":1,"method":"ping","params":[]}"#)
    #expect(badParams?["error"]?["code"]?.int == -32602)
  }

  @Test func initializeNegotiatesTheVersion() throws {
    var server = Self.server()
    let known = try Self.answer(
      &server,
      #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
    )
    #expect(known?["result"]?["protocolVersion"]?.string == "2025-03-26")
    #expect(known?["result"]?["serverInfo"]?["name"]?.string == "test")
    #expect(known?["result"]?["capabilities"]?["tools"] != nil)
    let unknown = try Self.answer(
      &server,
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1999-01-01"}}"#)
    #expect(unknown?["result"]?["protocolVersion"]?.string == MCPServer.protocolVersions[0])
    #expect(server.negotiatedVersion == MCPServer.protocolVersions[0])
    #expect(
      try Self.answer(&server, #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#)?["result"]
        == .object([:]))
  }

  @Test func toolsAreListedAndCalled() throws {
    var server = Self.server()
    let listed = try Self.answer(&server, #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
    guard case .array(let tools)? = listed?["result"]?["tools"] else {
      Issue.record("no tools in \(String(describing: listed))")
      return
    }
    #expect(tools.map { $0["name"]?.string } == ["echo"])
    #expect(tools.first?["annotations"]?["readOnlyHint"] == .bool(true))
    // Text with quotes, a newline and an escape comes back whole: JSON-escaped on the wire.
    let text = "say \"hi\"\n\u{1B}[31m\\ ünï"
    let call = JSONValue.object([
      "jsonrpc": .string("2.0"), "id": .number(9), "method": .string("tools/call"),
      "params": .object(["name": .string("echo"), "arguments": .object(["text": .string(text)])]),
    ]).serialized
    #expect(!call.contains("\u{1B}"))
    let called = try Self.answer(&server, call)
    #expect(called?["id"]?.int == 9)
    guard case .array(let content)? = called?["result"]?["content"] else {
      Issue.record("no content in \(String(describing: called))")
      return
    }
    #expect(content.first?["type"]?.string == "text")
    #expect(content.first?["text"]?.string == text)
    #expect(called?["result"]?["isError"] == .bool(false))
    let refused = try Self.answer(
      &server, #"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"echo"}}"#)
    #expect(refused?["result"]?["isError"] == .bool(true))
    let unknown = try Self.answer(
      &server, #"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"rm"}}"#)
    #expect(unknown?["error"]?["code"]?.int == -32602)
    // Issue 57, item 33: a write tool called without --allow-write says how to get it.
    let write = try Self.answer(
      &server,
      #"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"create_gist"}}"#)
    let said = write?["error"]?["message"]?.string ?? ""
    #expect(said.contains("dehub mcp --allow-write"), "\(said)")
    let plain = unknown?["error"]?["message"]?.string ?? ""
    #expect(!plain.contains("--allow-write"), "\(plain)")
  }

  @Test func theRefusalOfAHugeLineIsAnError() throws {
    let refusal = try JSONValue.parse(Data(MCPServer.refusal(length: 9_000_000).utf8))
    #expect(refusal["error"]?["code"]?.int == -32600)
    #expect(refusal["id"] == .null)
  }
}
