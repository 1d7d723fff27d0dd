import ArgumentParser
import Foundation
import Model
import TerminalUI

/// The entry point: runs the command and turns failures into one line on stderr and the
/// exit codes of DESIGN.md: 0 success, 1 failure, 2 usage error, 4 authentication needed.
@main
enum DehubMain {
  static func main() {
    // A command that will make a request has libcurl loaded meanwhile, from the start.
    let first = firstArgument
    if let first, Dehub.requests(first) {
      CurlHTTPClient.preload()
    }
    // Answered before the parser, which reads every command's declaration (by reflection)
    // before it knows what was asked: about 1 ms, a quarter of what `--version` may take.
    if CommandLine.argc == 2 && first == "--version" {
      Output.line(Dehub.versionLine)
      exit(0)
    }
    CrashGuard.install()
    receiveSignals()
    do {
      var command = try Dehub.parseAsRoot()
      try command.run()
      exit(0)
    } catch let error as GistError {
      Output.error("dehub: \(error.message)")
      exit(error.needsAuthentication ? 4 : error.isUsageError ? 2 : 1)
    } catch let failure as CommandFailure {
      Output.error("dehub: \(failure.message)")
      exit(failure.code)
    } catch let code as ExitCode {
      exit(code.rawValue)
    } catch {
      let code = Dehub.exitCode(for: error)
      let message = Dehub.fullMessage(for: error)
      if code == .success {
        Output.line(message)
        exit(0)
      }
      Output.error(message)
      exit(code == .validationFailure ? 2 : 1)
    }
  }

  /// The first argument, read from C's array: `CommandLine.arguments` makes a string of
  /// every argument first.
  static var firstArgument: String? {
    CommandLine.argc > 1 ? CommandLine.unsafeArgv[1].map { String(cString: $0) } : nil
  }

  /// A parent may start us with signals blocked (blocked masks are inherited, and a
  /// program started from a thread of a larger program often gets one); the browser
  /// handles these, so it must receive them, or SIGTERM would be held back forever. Done
  /// before any thread starts, so every thread inherits it.
  static func receiveSignals() {
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGQUIT] {
      sigaddset(&handled, number)
    }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
  }
}
