import ArgumentParser
import FoundationEssentials
import GistServer
import Glibc
import ServerCommandLine

/// `dehub-server`: the loopback gist server as a program of its own, run by `dehub server`
/// (which passes its options on) and by `dehub demo`. Stops on Ctrl-C or SIGTERM, or, with
/// `--exit-with-parent`, when the process that started it ends.
@main
struct DehubServerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dehub-server",
    abstract: "Run the embedded gist server on 127.0.0.1 (what `dehub server` runs).")

  @OptionGroup var options: ServerOptions

  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let failure as ServerFailure {
      say("dehub server: \(failure.message)\n")
      Glibc.exit(failure.code)
    } catch {
      exit(withError: error)
    }
  }

  func run() throws {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    sigaddset(&blocked, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    if options.exitWithParent { ParentWatch.start() }

    let store = GistStore()
    store.addUser(
      options.owner, token: options.token, name: options.name ?? options.owner.capitalized)
    if let seed = options.seed {
      guard let data = FileManager.default.contents(atPath: seed) else {
        throw ServerFailure("Cannot read the seed file \(seed).")
      }
      do {
        store.load(try JSONDecoder().decode(SeedFile.self, from: data))
      } catch {
        throw ServerFailure("The seed file \(seed) is not valid: \(error).")
      }
    }
    if options.largeLog { store.load(SeedFile(users: [], gists: [LargeLog.gist])) }
    if options.wideGist > 0 {
      store.load(
        SeedFile(users: [], gists: [WideGist.gist(files: options.wideGist, owner: options.owner)]))
    }
    if options.generate > 0 { store.generate(count: options.generate, owner: options.owner) }
    store.setRateLimit(options.rateLimit)
    for spec in options.faults {
      guard let fault = Fault(spec: spec) else {
        throw ServerFailure("Cannot read the fault \"\(spec)\".", code: 2)
      }
      store.inject(fault)
    }
    let server = try GistServer(
      store: store, port: options.port, publicURL: options.publicURL,
      latency: .milliseconds(options.latency))
    let bound = try server.startBlocking()
    if let portFile = options.portFile {
      try? "\(bound)\n".write(toFile: portFile, atomically: true, encoding: .utf8)
    }
    Self.say(
      "gist server listening on http://127.0.0.1:\(bound) (token \(options.token) signs in as \(options.owner)); Ctrl-C stops it\n"
    )
    var signal: Int32 = 0
    sigwait(&blocked, &signal)
    server.stopBlocking()
  }

  /// Writes `text` to stderr.
  static func say(_ text: String) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.write(STDERR_FILENO, $0.baseAddress.map { $0 + written }, $0.count - written)
      }
      if count <= 0 { return }
      written += count
    }
  }
}
