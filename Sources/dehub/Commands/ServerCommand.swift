import ArgumentParser
import Foundation
import GistServer
import Model

/// `dehub server`: runs the loopback GistServer standalone, for benchmarks and for trying
/// dehub (or other clients) without GitHub. Stops on Ctrl-C or SIGTERM.
struct ServerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "server",
    abstract: "Run the embedded gist server on 127.0.0.1 (for tests, benchmarks and trials).")

  @Option(help: "The port (0: any free port).") var port: UInt16 = 0
  @Option(help: "A JSON seed file (users and gists).") var seed: String?
  @Option(help: "Generate this many gists for --owner.") var generate = 0
  @Option(help: "The user who owns generated gists and whose token is --token.")
  var owner = "octocat"
  @Option(help: "The token that signs in as --owner.") var token = "dehub-test-token"
  @Option(
    name: .customLong("fault"),
    help:
      "Inject a fault: '[METHOD ]PATH=KIND[:ARG][*TIMES]', KIND one of status, ratelimit, secondary, stall, drop, malformed, slow, loop, huge (MB), hostile (status)."
  )
  var faults: [String] = []
  @Option(help: "Write the port to this file once listening.") var portFile: String?
  @Option(help: "Requests an hour each identity may make (GitHub: 5,000 signed in).")
  var rateLimit = 5000
  @Option(
    help:
      "The API address of a front before this server (a TLS front's https://127.0.0.1:PORT/api/v3): requests that come through it get Link pages and urls that start with it."
  )
  var publicURL: String?

  func validate() throws {
    if rateLimit < 1 { throw ValidationError("--rate-limit must be 1 or more.") }
    if let publicURL, URL(string: publicURL)?.host == nil {
      throw ValidationError("--public-url is not a URL: \(publicURL)")
    }
  }

  func run() throws {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    sigaddset(&blocked, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &blocked, nil)

    let store = GistStore()
    store.addUser(owner, token: token, name: owner.capitalized)
    if let seed {
      guard let data = FileManager.default.contents(atPath: seed),
        let file = try? JSONDecoder().decode(SeedFile.self, from: data)
      else { throw CommandFailure.failure("Cannot read the seed file \(seed).") }
      store.load(file)
    }
    if generate > 0 { store.generate(count: generate, owner: owner) }
    store.setRateLimit(rateLimit)
    for spec in faults {
      guard let fault = Fault(spec: spec) else {
        throw CommandFailure.usage("Cannot read the fault \"\(spec)\".")
      }
      store.inject(fault)
    }
    let server = try GistServer(store: store, port: port, publicURL: publicURL)
    let bound = try server.startBlocking()
    if let portFile {
      try? "\(bound)\n".write(toFile: portFile, atomically: true, encoding: .utf8)
    }
    Output.error(
      "gist server listening on http://127.0.0.1:\(bound) (token \(token) signs in as \(owner)); Ctrl-C stops it"
    )
    var signal: Int32 = 0
    sigwait(&blocked, &signal)
    server.stopBlocking()
  }
}
