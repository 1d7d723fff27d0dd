import ArgumentParser
import FoundationEssentials
import GistValues
import Glibc
import Model
import System
import TerminalUI

/// The program: the process set up for a command (streams, memory, signals, the crash
/// guard, libcurl loading meanwhile), the command line parsed and run, and failures turned
/// into one line on stderr and the exit codes of DESIGN.md: 0 success, 1 failure, 2 usage
/// error, 4 authentication needed (and a command's own: 3 sync conflicts left, 130 a picker
/// left without a choice). `run` runs a command the same way in-process.
public enum DehubProgram {
  /// Runs dehub as the process: the command line's command, then exit with its code.
  public static func main() -> Never {
    // Before anything opens a file: a closed stdout would be the next socket's descriptor.
    StandardStreams.reopenClosed()
    MemoryTrim.limitArenas()
    // A command that will make a request has libcurl loaded meanwhile, from the start; so
    // does the browser (`dehub` alone), whose first list is asked as soon as the screen is
    // up (it loaded libcurl only then, after the terminal was set up).
    let first = firstArgument
    var requesting = first.flatMap(Dehub.requesting)
    // Any other first word may be gh's (`gist`, `ls`, a common option before the command):
    // the words are put in the parser's form first.
    var arguments: [String]? = nil
    if requesting == nil, first != nil, first != "--version" {
      do {
        arguments = try CommandWords.normalized(Array(CommandLine.arguments.dropFirst()))
      } catch {
        finish(executing { throw error })
      }
      requesting = arguments?.first.flatMap(Dehub.requesting)
    }
    if requesting != nil || first == nil {
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
    // `dehub` alone is the browser (the default command), with nothing to parse.
    if first == nil { finish(executing(BrowseCommand.runAlone)) }
    let words = arguments ?? CommandWords.jsonWords(Array(CommandLine.arguments.dropFirst()))
    finish(execute { try parse(requesting, words) })
  }

  /// Runs the command `arguments` name (without the program's name) and gives its exit
  /// code; what it says goes to `Console.current`. For tests that run commands in-process.
  public static func run(_ arguments: [String]) -> Int32 {
    if arguments == ["--version"] {
      Output.line(Dehub.versionLine)
      return 0
    }
    return execute { try Dehub.parseAsRoot(CommandWords.normalized(arguments)) }
  }

  /// Runs the command `parse` gives; failures are said on stderr and become exit codes.
  static func execute(_ parse: () throws -> any ParsableCommand) -> Int32 {
    executing {
      var command = try parse()
      try command.run()
    }
  }

  /// Runs `body` within the run's `TokenInUse`; its failures are said on stderr and become
  /// exit codes.
  static func executing(_ body: () throws -> Void) -> Int32 {
    TokenInUse.$current.withValue(TokenInUse()) {
      PipedText.$current.withValue(PipedText()) {
        let code = reporting(body)
        let piped = PipedText.current
        guard piped.refused else {
          piped.release { Console.current.writeOut($0) }
          return code
        }
        Output.error("dehub: \(PipedText.refusal)")
        return code == 0 ? 1 : code
      }
    }
  }

  /// Runs `body`; its failures are said on stderr and become exit codes.
  private static func reporting(_ body: () throws -> Void) -> Int32 {
    do {
      try body()
      return 0
    } catch let error as GistError {
      Output.error("dehub: \(TokenInUse.sentence(for: error))")
      return error.needsAuthentication ? 4 : error.isUsageError ? 2 : 1
    } catch let failure as CommandFailure {
      Output.error("dehub: \(failure.message)")
      return failure.code
    } catch let code as ExitCode {
      return code.rawValue
    } catch {
      let code = Dehub.exitCode(for: error)
      let message = Dehub.fullMessage(for: error)
      if code == .success {
        Output.line(message)
        return 0
      }
      Output.error(message)
      return code == .validationFailure ? 2 : 1
    }
  }

  /// Exits with `code` without the process's exit handlers: they include OpenSSL's
  /// clean-up, which ran beside a request still under way on another thread (a browser
  /// quit while it refreshed over HTTPS, a `--help` while libcurl was being loaded) and
  /// crashed it. Nothing of ours waits for them: output is written as it is made (only
  /// C's buffers are flushed here), the screen is given back before, and SQLite keeps
  /// each transaction whole without a close.
  static func finish(_ code: Int32) -> Never {
    // What was found along the way (a damaged or read-only cache, unreadable drafts) is
    // said once, before it ends.
    for notice in Notices.take() { Output.error("dehub: \(notice)") }
    fflush(nil)
    _exit(code)
  }

  /// The command line parsed. A command that makes a request is parsed on its own first:
  /// the root's parse also builds the tree of every command and looks for
  /// `--generate-completion-script` with two commands of its own (a third of the parse).
  /// Anything else, an error or `--help` included, is parsed from the root, as the user
  /// sees it answered.
  static func parse(_ requesting: (any ParsableCommand.Type)?, _ arguments: [String]) throws
    -> any ParsableCommand
  {
    if let requesting,
      let command = try? requesting.parseAsRoot(Array(arguments.dropFirst())),
      type(of: command) == requesting
    {
      return command
    }
    return try Dehub.parseAsRoot(arguments)
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
