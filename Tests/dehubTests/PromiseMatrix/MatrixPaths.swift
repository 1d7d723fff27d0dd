import Foundation
import GistServer
import GistValues
import MCPEndpoint
import TestSupport
import Testing

/// What the matrix's checks share: a made-up token, a folder linked to a public or secret
/// gist, an agent's tool call in-process, the server's writes, and file modes.
enum MatrixPaths {
  /// A GitHub token, made up and built from parts.
  static let token = SecretsCLITests.token

  /// A gist of `files`, public or not, and a folder linked to it (its files written there).
  static func linkedFolder(
    _ cli: CLI, _ fixture: ServerFixture, isPublic: Bool,
    files: [String: String] = ["a.txt": "a\n"]
  ) throws -> (gist: Gist, folder: URL) {
    let gist = try fixture.api().create(
      NewGist(description: "linked", files: files, isPublic: isPublic))
    let folder = cli.home.appendingPathComponent("linked-\(gist.id)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let link = try cli.run("link", folder.path, gist.id)
    #expect(link.status == 0, "\(link.stderr)")
    return (gist, folder)
  }

  /// The writes the server took (creates, edits, comments), after `clearLog`.
  static func writes(_ fixture: ServerFixture) -> [GistStore.LoggedRequest] {
    fixture.store.requests.filter { ["POST", "PATCH", "PUT", "DELETE"].contains($0.method) }
  }

  /// Whether any write's body holds `text`.
  static func sent(_ text: String, _ fixture: ServerFixture) -> Bool {
    writes(fixture).contains {
      $0.requestBody.map { String(decoding: $0, as: UTF8.self).contains(text) } ?? false
    }
  }

  /// The permission bits of the file or folder at `url`.
  static func mode(_ url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]) as? Int)
      ?? -1
  }

  /// `dehub mcp --allow-write`'s tool `name` called with `arguments` against `fixture`, as an
  /// agent calls it (a JSON-RPC line answered by the endpoint, in this process): the texts
  /// of the answer and whether it is an error.
  static func agentCall(_ fixture: ServerFixture, _ name: String, _ arguments: [String: Any])
    throws -> (texts: [String], isError: Bool)
  {
    let writer = AgentWriter(api: try fixture.api(), changed: { _ in })
    var server = MCPServer(
      name: "dehub", version: "test", instructions: "",
      tools: AgentTools.tools(
        shelf: AgentShelf(index: nil, cache: nil, now: Date.init), writer: writer))
    let initialize: [String: Any] = [
      "jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": [
        "protocolVersion": MCPServer.protocolVersions[0], "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "matrix", "version": "1"],
      ],
    ]
    _ = server.respond(to: Array(try JSONSerialization.data(withJSONObject: initialize)))
    let call: [String: Any] = [
      "jsonrpc": "2.0", "id": 2, "method": "tools/call",
      "params": ["name": name, "arguments": arguments],
    ]
    let line = try #require(
      server.respond(to: Array(try JSONSerialization.data(withJSONObject: call))))
    let answer = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let result = try #require(answer["result"] as? [String: Any], "\(line)")
    let content = result["content"] as? [[String: Any]] ?? []
    return (content.compactMap { $0["text"] as? String }, result["isError"] as? Bool ?? false)
  }
}
