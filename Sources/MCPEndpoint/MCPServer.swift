import FoundationEssentials
import GistValues

/// The Model Context Protocol's server side over JSON-RPC 2.0, one message a line: it
/// negotiates the protocol version in `initialize`, answers `ping`, `tools/list` and
/// `tools/call`, takes notifications silently, and answers everything else with JSON-RPC's
/// errors. It holds no I/O: `respond(to:)` turns a line read into the line to write.
public struct MCPServer {
  /// The protocol versions it speaks, newest first.
  public static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

  /// The longest line read, in bytes: a longer one is refused unread.
  public static let lineLimit = 4 << 20

  private let name: String
  private let version: String
  private let instructions: String
  private let tools: [MCPTool]
  /// The version agreed in `initialize`, nil before it.
  public private(set) var negotiatedVersion: String?

  /// A server that calls itself `name` at `version`, tells agents `instructions`, and
  /// offers `tools`.
  public init(name: String, version: String, instructions: String, tools: [MCPTool]) {
    self.name = name
    self.version = version
    self.instructions = instructions
    self.tools = tools
  }

  /// The answer to one line read (a JSON-RPC message), as one line of JSON without its
  /// newline; nil when none is due (a notification, a response, a blank line).
  public mutating func respond(to line: [UInt8]) -> String? {
    if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
    let message: JSONValue
    do throws(GistError) {
      message = try JSONValue.parse(Data(line))
    } catch {
      return Self.failure(.parseError("the line is not JSON."), id: .null)
    }
    guard case .object(let members) = message else {
      if case .array = message {
        return Self.failure(
          .invalidRequest("batches are not supported; send one message a line."), id: .null)
      }
      return Self.failure(.invalidRequest("a message is a JSON object."), id: .null)
    }
    let id = members["id"]
    guard let method = members["method"]?.string else {
      // A response to a request of ours (we send none), or nonsense without an id.
      if id == nil || members["result"] != nil || members["error"] != nil { return nil }
      return Self.failure(.invalidRequest("a request names its method."), id: id ?? .null)
    }
    guard let id else {
      // A notification (`notifications/initialized`, `notifications/cancelled`, ...):
      // nothing to answer.
      return nil
    }
    switch id {
    case .string: break
    case .number(let number) where number.isFinite: break
    case .number:
      return Self.failure(
        .invalidRequest("an id is a string or a number JSON can hold (1e400 is not)."), id: .null)
    default: return Self.failure(.invalidRequest("an id is a string or a number."), id: .null)
    }
    guard members["jsonrpc"]?.string == "2.0" else {
      return Self.failure(.invalidRequest("jsonrpc must be \"2.0\"."), id: id)
    }
    let params: JSONMembers
    switch members["params"] {
    case nil, .null?: params = JSONMembers()
    case .object(let given)?: params = given
    default: return Self.failure(.invalidParams("params is an object."), id: id)
    }
    switch Result(catching: { () throws(JSONRPCError) in try answer(method, params: params) }) {
    case .success(let result):
      return JSONValue.object(["jsonrpc": .string("2.0"), "id": id, "result": result]).serialized
    case .failure(let error):
      return Self.failure(error, id: id)
    }
  }

  /// The error line for a line over `lineLimit` bytes (its id is unknown: it was not read).
  public static func refusal(length: Int) -> String {
    failure(
      .invalidRequest("the message is \(length) bytes; at most \(lineLimit) are read."), id: .null)
  }

  private mutating func answer(_ method: String, params: JSONMembers) throws(JSONRPCError)
    -> JSONValue
  {
    switch method {
    case "initialize":
      let asked = params["protocolVersion"]?.string
      let agreed =
        asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0]
      negotiatedVersion = agreed
      return .object([
        "protocolVersion": .string(agreed),
        "capabilities": .object(["tools": .object(["listChanged": .bool(false)])]),
        "serverInfo": .object(["name": .string(name), "version": .string(version)]),
        "instructions": .string(instructions),
      ])
    case "ping":
      return .object([:])
    case "tools/list":
      return .object(["tools": .array(tools.map(\.listing))])
    case "tools/call":
      guard let toolName = params["name"]?.string else {
        throw .invalidParams("tools/call names its tool in `name`.")
      }
      guard let tool = tools.first(where: { $0.name == toolName }) else {
        let needsWrite =
          AgentTools.writeToolNames.contains(toolName)
          ? " (write tools need `dehub mcp --allow-write`)" : ""
        throw .invalidParams(
          "no tool is called \(toolName)\(needsWrite); the tools are "
            + "\(tools.map(\.name).joined(separator: ", ")).")
      }
      switch params["arguments"] {
      case nil, .null?: return tool.run(JSONMembers()).json
      case .object(let arguments)?: return tool.run(arguments).json
      default: throw .invalidParams("arguments is an object.")
      }
    default:
      throw .methodNotFound(method)
    }
  }

  private static func failure(_ error: JSONRPCError, id: JSONValue) -> String {
    JSONValue.object([
      "jsonrpc": .string("2.0"), "id": id,
      "error": .object(["code": .number(Double(error.code)), "message": .string(error.message)]),
    ]).serialized
  }
}
