import FoundationEssentials
import Glibc
import System

/// A `dehub-server` this process started (the demo's): its port once it listens, and a way
/// to stop it by its process id.
final class ServerChild {
  private let process: ChildProcess
  /// The port it listens on, on 127.0.0.1.
  var port = 0

  init(process: ChildProcess) {
    self.process = process
  }

  /// The API address.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Stops it (SIGTERM, the server's own clean stop) and waits until it has gone.
  func stop() {
    guard process.isRunning else { return }
    process.send(SIGTERM)
    process.wait()
  }
}
