import GistValues

/// A tool an agent may call: its name, what it does, the JSON Schema of its arguments, and
/// the work, which answers with a result (never throws: a failure is a result with
/// `isError`, a sentence the agent can act on).
public struct MCPTool {
  /// The name the agent calls it by.
  public let name: String
  /// A short title for people.
  public let title: String
  /// What it does and when to use it, for the agent.
  public let description: String
  /// The JSON Schema of its arguments (an object schema).
  public let inputSchema: JSONValue
  /// Whether it only reads (changes nothing anywhere).
  public let readOnly: Bool
  /// Whether it may take away what was there (a file removed, text replaced).
  public let destructive: Bool
  /// The work, given the call's arguments.
  public let run: (JSONMembers) -> MCPToolResult

  /// A tool.
  public init(
    name: String, title: String, description: String, inputSchema: JSONValue, readOnly: Bool,
    destructive: Bool = false, run: @escaping (JSONMembers) -> MCPToolResult
  ) {
    self.name = name
    self.title = title
    self.description = description
    self.inputSchema = inputSchema
    self.readOnly = readOnly
    self.destructive = destructive
    self.run = run
  }

  /// The tool as `tools/list` describes it.
  var listing: JSONValue {
    .object([
      "name": .string(name), "title": .string(title), "description": .string(description),
      "inputSchema": inputSchema,
      "annotations": .object([
        "title": .string(title), "readOnlyHint": .bool(readOnly),
        "destructiveHint": .bool(destructive), "openWorldHint": .bool(!readOnly),
      ]),
    ])
  }
}
