import ArgumentParser
import FoundationEssentials

/// The options of `dehub server`, and of `dehub-server`, the program that runs it: both parse
/// them, so `dehub server --help` tells them and a bad one is refused before `dehub-server`
/// starts; `arguments` passes them on.
///
/// The server is a program of its own so that `dehub` does not link it: its HTTP library
/// brings FoundationNetworking, which makes every `dehub` start load libcurl and its thirty
/// libraries, even `dehub --version`.
public struct ServerOptions: ParsableArguments {
  /// The port (0: any free port).
  @Option(help: "The port (0: any free port).") public var port: UInt16 = 0
  /// A JSON seed file.
  @Option(help: "A JSON seed file (users and gists).") public var seed: String?
  /// How many gists to generate for `owner`.
  @Option(help: "Generate this many gists for --owner.") public var generate = 0
  /// The user who owns generated gists.
  @Option(help: "The user who owns generated gists and whose token is --token.")
  public var owner = "octocat"
  /// The token that signs in as `owner`.
  @Option(help: "The token that signs in as --owner.") public var token = "dehub-test-token"
  /// Faults to inject, as written on the command line.
  @Option(
    name: .customLong("fault"),
    help:
      "Inject a fault: '[METHOD ]PATH=KIND[:ARG][*TIMES]', KIND one of status, ratelimit, secondary, stall, drop, malformed, slow, loop, huge (MB), hostile (status)."
  )
  public var faults: [String] = []
  /// Where to write the port once listening.
  @Option(help: "Write the port to this file once listening.") public var portFile: String?
  /// Requests an hour each identity may make.
  @Option(
    help:
      "Requests an hour each identity may make (GitHub: 5,000 signed in; 0: no limit and no rate-limit headers, as an Enterprise Server by default)."
  )
  public var rateLimit = 5000
  /// The API address of a TLS front before the server.
  @Option(
    help:
      "The API address of a front before this server (a TLS front's https://127.0.0.1:PORT/api/v3): requests that come through it get Link pages and urls that start with it."
  )
  public var publicURL: String?
  /// Milliseconds each request waits before it is answered (GitHub's API is 50 to 300 ms
  /// from its users).
  @Option(help: "Answer each request after this many milliseconds (0 to 10,000).")
  public var latency = 0
  /// The owner's display name (the demo's "Demo User"); the login capitalised when unset.
  @Option(help: .hidden) public var name: String?
  /// Adds the demo's one file over GitHub's 1 MB, which the API sends truncated.
  @Flag(help: .hidden) public var largeLog = false
  /// Adds a gist of this many files for the owner (past 300, the API lists 300 and says
  /// the gist is truncated).
  @Option(help: "Add a gist of this many files for --owner (GitHub's API lists 300).")
  public var wideGist = 0
  /// Stops the server when the process that started it ends (the demo's server).
  @Flag(help: .hidden) public var exitWithParent = false

  public init() {}

  public func validate() throws {
    if rateLimit < 0 { throw ValidationError("--rate-limit must be 0 (no limit) or more.") }
    if generate < 0 { throw ValidationError("--generate must be 0 or more.") }
    if !(0...10_000).contains(wideGist) {
      throw ValidationError("--wide-gist must be from 0 to 10,000 files.")
    }
    if !(0...10_000).contains(latency) {
      throw ValidationError("--latency must be from 0 to 10,000 milliseconds.")
    }
    if let publicURL, URL(string: publicURL)?.host == nil {
      throw ValidationError("--public-url is not a URL: \(publicURL)")
    }
  }

  /// The options as a command line that parses back to them (values joined with `=`, so a
  /// value that starts with a dash stays a value).
  public var arguments: [String] {
    var line = ["--port=\(port)", "--owner=\(owner)", "--token=\(token)"]
    if let seed { line.append("--seed=\(seed)") }
    if generate > 0 { line.append("--generate=\(generate)") }
    line += faults.map { "--fault=\($0)" }
    if let portFile { line.append("--port-file=\(portFile)") }
    line.append("--rate-limit=\(rateLimit)")
    if latency > 0 { line.append("--latency=\(latency)") }
    if let publicURL { line.append("--public-url=\(publicURL)") }
    if let name { line.append("--name=\(name)") }
    if largeLog { line.append("--large-log") }
    if wideGist > 0 { line.append("--wide-gist=\(wideGist)") }
    if exitWithParent { line.append("--exit-with-parent") }
    return line
  }
}
