import Basics
import FoundationEssentials
import Glibc
import ServerCommandLine
import System

/// `dehub-server`, the gist server's program, found beside this one: `dehub server` runs it
/// in its place, and the demo starts it as a child on a free port.
enum ServerProgram {
  /// The program's path: beside the running `dehub`, as built and as installed.
  static func path() throws(CommandFailure) -> String {
    let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let path = folder.appendingPathComponent("dehub-server").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw .failure(
        "The gist server's program, dehub-server, is not beside dehub (in \(folder.path)); it is built and installed with it."
      )
    }
    return path
  }

  /// Runs the server in this process's place (same process id); returns only by throwing.
  static func replaceThisProcess(with options: ServerOptions) throws(CommandFailure) -> Never {
    let program = try path()
    let arguments = ["dehub-server"] + options.arguments
    fflush(nil)
    var pointers = arguments.map { strdup($0) }
    pointers.append(nil)
    execv(program, pointers)
    let reason = String(cString: strerror(errno))
    throw .failure("Cannot run the gist server's program \(program): \(reason).")
  }

  /// Starts the server as a child on a free loopback port and waits (up to 15 seconds) until
  /// it listens; it stops with `stop()`, or by itself when this process ends.
  static func start(_ options: ServerOptions, folder: URL) throws(CommandFailure) -> ServerChild {
    var options = options
    let portFile = folder.appendingPathComponent("server.port")
    let logFile = folder.appendingPathComponent("server.log")
    options.port = 0
    options.portFile = portFile.path
    options.exitWithParent = true
    guard
      let process = ChildProcess.start(
        [try path()] + options.arguments, output: .null, error: .file(logFile.path))
    else {
      throw .failure("Cannot start the gist server's program \((try? path()) ?? "dehub-server").")
    }
    let child = ServerChild(process: process)
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      if let text = try? String(contentsOf: portFile, encoding: .utf8),
        let port = Int(text.trimmingWhitespace())
      {
        child.port = port
        return child
      }
      guard process.isRunning else { break }
      usleep(5_000)
    }
    child.stop()
    let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    let reason = log.split(separator: "\n").last.map { ": \($0)" } ?? ""
    throw .failure("The gist server did not start\(reason).")
  }
}
