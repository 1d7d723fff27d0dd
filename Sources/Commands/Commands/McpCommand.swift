import ArgumentParser
import FoundationEssentials
import Glibc
import MCPEndpoint
import Model

/// `dehub mcp`: the user's gists for an AI agent, over the Model Context Protocol on stdin
/// and stdout (JSON-RPC 2.0, a message a line). Its read tools answer from the offline index
/// and cache, at no rate-limit cost, and say how fresh they are; `--allow-write` adds
/// creating and editing gists. Only protocol messages go to stdout; notes go to stderr.
struct McpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve your gists to an AI agent (Model Context Protocol over stdio).",
    discussion: CommandExamples.discussion(
      """
      Tools: search_gists (the query language of `dehub search`), read_gist (a gist, or one \
      of its files) and list_recent_gists, answered from the offline index and cache with no \
      request to GitHub, each saying how fresh the index is (`dehub search` or the browser \
      brings it up to date). --allow-write adds create_gist and edit_gist, checked as \
      `dehub create` and `dehub edit` check (a public gist holding a secret is refused). \
      An agent's configuration runs it as: dehub mcp
      """, "mcp"))

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Also offer create_gist and edit_gist, which change gists on GitHub.")
  var allowWrite = false

  func run() throws {
    if global.noCache {
      throw CommandFailure.usage(
        "mcp answers from the offline index; it cannot work with --no-cache.")
    }
    let context = try CommandContext(options: global, requireToken: true, quiet: true)
    let cache = CommandCache(context: context, noCache: false)
    let shelf = AgentShelf(
      index: cache.searchIndex(), cache: cache.scope?.cache, now: Console.current.now)
    let writer = allowWrite ? AgentWriter(api: context.api, changed: cache.changed) : nil
    let tools = AgentTools.tools(shelf: shelf, writer: writer)
    let writing =
      allowWrite
      ? " create_gist and edit_gist change gists on GitHub; a public gist that seems to hold "
        + "a secret is refused." : ""
    var server = MCPServer(
      name: "dehub", version: DehubVersion.current,
      instructions: """
        The user's GitHub gists (their own and starred), searchable offline: search_gists \
        finds them (dehub's query language), read_gist reads one or a file of it, \
        list_recent_gists lists the newest. Answers come from a local index; each says how \
        fresh it is.
        """ + writing, tools: tools)
    Output.error(
      "dehub mcp: serving \(tools.count) tools on stdin and stdout "
        + "(\(allowWrite ? "create and edit allowed" : "read-only")); \(shelf.freshness).")
    var reader = JSONRPCLineReader(limit: MCPServer.lineLimit) { buffer in
      buffer.withUnsafeMutableBytes { bytes in
        while true {
          let count = Glibc.read(STDIN_FILENO, bytes.baseAddress, bytes.count)
          if count < 0 && errno == EINTR { continue }
          return max(0, count)
        }
      }
    }
    while let line = reader.next() {
      switch line {
      case .message(let bytes):
        if let answer = server.respond(to: bytes) { Output.exact(answer + "\n") }
      case .tooLong(let length):
        Output.error("dehub mcp: refused a message of \(length) bytes (too long).")
        Output.exact(MCPServer.refusal(length: length) + "\n")
      }
    }
  }
}
