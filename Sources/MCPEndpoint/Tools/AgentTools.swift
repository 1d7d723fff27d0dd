import Basics
import GistValues

/// The tools `dehub mcp` offers an agent, with their arguments' schemas: three that read
/// the offline index and cache, and, with `--allow-write`, two that create and change
/// gists.
public enum AgentTools {
  /// The tools over `shelf`, and over `writer` when it is given.
  public static func tools(shelf: AgentShelf, writer: AgentWriter?) -> [MCPTool] {
    var tools = [search(shelf), read(shelf), recent(shelf)]
    if let writer { tools += [create(writer), edit(writer)] }
    return tools
  }

  /// The tools `--allow-write` adds, by name: a call of one without it is told so.
  public static let writeToolNames = ["create_gist", "edit_gist"]

  /// The most gists one call lists.
  static let maximumLimit = 100

  private static func search(_ shelf: AgentShelf) -> MCPTool {
    MCPTool(
      name: "search_gists", title: "Search gists",
      description: """
        Search the user's gists (their own and starred) offline, by description, file names \
        and contents, newest first, with the matching lines. Query language of `dehub \
        search`: words in any order (each matches the start of a word), "quoted phrases", \
        and filters lang:go, is:public, is:secret, is:starred, is:fork, file:NAME, #tag, \
        user:NAME. Answers from the local index (no GitHub request) and says how fresh it is.
        """,
      inputSchema: schema(
        ["query": string("What to look for, in the query language."), "limit": limit(20)],
        required: ["query"]), readOnly: true
    ) { arguments in
      guard let query = arguments["query"]?.string, !query.trimmingSpaces().isEmpty else {
        return .failure("Give `query`: what to look for.")
      }
      return count(arguments, default: 20).map { shelf.search(query, limit: $0) } ?? badLimit
    }
  }

  private static func read(_ shelf: AgentShelf) -> MCPTool {
    MCPTool(
      name: "read_gist", title: "Read a gist",
      description: """
        Read one of the user's gists whole (its description and every file's text, as JSON), \
        or one file of it (its text alone). From the local cache and index, no GitHub request.
        """,
      inputSchema: schema(
        [
          "id": string("The gist's id or URL."),
          "file": string("One file's name, to read only it."),
        ], required: ["id"]), readOnly: true
    ) { arguments in
      guard let id = arguments["id"]?.string else { return .failure("Give `id`: a gist's id.") }
      return shelf.read(id, file: arguments["file"]?.string)
    }
  }

  private static func recent(_ shelf: AgentShelf) -> MCPTool {
    MCPTool(
      name: "list_recent_gists", title: "List recent gists",
      description: """
        The user's gists updated last, newest first: their own, their starred ones, or both. \
        From the local index, no GitHub request; says how fresh it is.
        """,
      inputSchema: schema(
        [
          "limit": limit(20),
          "which": .object([
            "type": .string("string"),
            "enum": .array(["all", "mine", "starred"].map(JSONValue.string)),
            "description": .string("Whose gists: all (the default), mine or starred."),
          ]),
        ], required: []), readOnly: true
    ) { arguments in
      let which = arguments["which"]?.string ?? "all"
      guard ["all", "mine", "starred"].contains(which) else {
        return .failure("`which` is all, mine or starred.")
      }
      return count(arguments, default: 20).map { shelf.recent(limit: $0, which: which) }
        ?? badLimit
    }
  }

  private static func create(_ writer: AgentWriter) -> MCPTool {
    MCPTool(
      name: "create_gist", title: "Create a gist",
      description: """
        Create a gist on GitHub from files (name to text). Secret unless `public` is true. \
        Refused when GitHub would refuse it (a blank file, a bad name), or when a public \
        gist seems to hold a secret (a token, a key).
        """,
      inputSchema: schema(
        [
          "files": .object([
            "type": .string("object"), "additionalProperties": .object(["type": .string("string")]),
            "description": .string("The files: each name with its text."),
          ]),
          "description": string("The gist's description."),
          "public": .object([
            "type": .string("boolean"), "description": .string("Make it public (default false)."),
          ]),
        ], required: ["files"]), readOnly: false
    ) { arguments in
      guard case .object(let given)? = arguments["files"], !given.pairs.isEmpty else {
        return .failure("Give `files`: an object of file names and their text.")
      }
      var files: [(name: String, content: String)] = []
      for (name, value) in given.pairs {
        guard let text = value.string else { return .failure("The text of \(name) is a string.") }
        files.append((name, text))
      }
      return writer.create(
        files: files, description: arguments["description"]?.string,
        isPublic: arguments["public"]?.bool ?? false)
    }
  }

  private static func edit(_ writer: AgentWriter) -> MCPTool {
    MCPTool(
      name: "edit_gist", title: "Edit a gist",
      description: """
        Change one of the user's gists on GitHub: its description, and files (a name with new \
        text adds or replaces that file; a name with null removes it). Only what changed is \
        sent. Refused when a public gist would hold a secret (a token, a key).
        """,
      inputSchema: schema(
        [
          "id": string("The gist's id or URL."),
          "description": string("A new description."),
          "files": .object([
            "type": .string("object"),
            "additionalProperties": .object(["type": .array([.string("string"), .string("null")])]),
            "description": .string("Files to add or replace (name: text) or remove (name: null)."),
          ]),
        ], required: ["id"]), readOnly: false, destructive: true
    ) { arguments in
      guard let id = arguments["id"]?.string else { return .failure("Give `id`: a gist's id.") }
      var files: [(name: String, content: String?)] = []
      if case .object(let given)? = arguments["files"] {
        for (name, value) in given.pairs {
          switch value {
          case .null: files.append((name, nil))
          case .string(let text): files.append((name, text))
          default: return .failure("The text of \(name) is a string, or null to remove it.")
          }
        }
      }
      return writer.edit(id, description: arguments["description"]?.string, files: files)
    }
  }

  private static let badLimit = MCPToolResult.failure(
    "`limit` is a whole number from 1 to \(maximumLimit).")

  /// `limit` of `arguments` (`fallback` when absent), nil when it is not 1...maximumLimit.
  private static func count(_ arguments: JSONMembers, default fallback: Int) -> Int? {
    guard let given = arguments["limit"] else { return fallback }
    guard let value = given.int, (1...maximumLimit).contains(value) else { return nil }
    return value
  }

  private static func schema(_ properties: JSONMembers, required: [String]) -> JSONValue {
    .object([
      "type": .string("object"), "properties": .object(properties),
      "required": .array(required.map(JSONValue.string)),
    ])
  }

  private static func string(_ description: String) -> JSONValue {
    .object(["type": .string("string"), "description": .string(description)])
  }

  private static func limit(_ fallback: Int) -> JSONValue {
    .object([
      "type": .string("integer"), "minimum": .number(1), "maximum": .number(Double(maximumLimit)),
      "description": .string("How many gists at most (default \(fallback))."),
    ])
  }
}
