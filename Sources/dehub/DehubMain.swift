import ArgumentParser
import Foundation
import Model

/// The entry point: runs the command and turns failures into one line on stderr and the
/// exit codes of DESIGN.md: 0 success, 1 failure, 2 usage error, 4 authentication needed.
@main
enum DehubMain {
  static func main() {
    do {
      var command = try Dehub.parseAsRoot()
      try command.run()
      exit(0)
    } catch let error as GistError {
      Output.error("dehub: \(error.message)")
      exit(error.needsAuthentication ? 4 : 1)
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
}
