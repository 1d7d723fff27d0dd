import ArgumentParser
import FoundationEssentials
import GistValues
import Glibc
import ScreenLogic
import TerminalScreens
import TerminalUI

/// The picker from the commands: `dehub pick`, and a gist argument left out on a terminal.
enum GistPicking {
  /// The gist (and file, when `listsFiles`) the user picks on the terminal (`/dev/tty`, so
  /// it works with stdout in a pipe, as `$(dehub pick)` has it). Esc ends the command with
  /// exit 130 and nothing printed; no terminal is a usage error (`purpose` says why).
  static func choose(
    context: CommandContext, noCache: Bool, query: String = "", listsFiles: Bool = false,
    purpose: String
  ) throws -> (gist: Gist, file: String?) {
    let keyMap = try context.keyMap()
    let terminal = Console.current.mayOpenTerminal ? open("/dev/tty", O_RDWR | O_CLOEXEC) : -1
    guard terminal >= 0, isatty(terminal) == 1 else {
      if terminal >= 0 { close(terminal) }
      throw CommandFailure.usage(purpose)
    }
    defer { close(terminal) }
    let loop: MainLoop
    do {
      loop = try MainLoop(screen: try Screen(input: terminal, output: terminal), input: terminal)
    } catch {
      throw CommandFailure.failure(error.message)
    }
    let cache = context.cacheScope(noCache: noCache)
    let (outcome, code) = Picker.run(
      loop: loop, api: context.api, cache: cache, query: query, listsFiles: listsFiles,
      keyMap: keyMap)
    guard case .chosen(let gist, let file) = outcome else {
      throw ExitCode(code == 0 ? 130 : code)
    }
    return (gist, file)
  }

  /// `text`, or the id the user picks when it is nil and stdin and stdout are a terminal;
  /// a usage error otherwise.
  static func gistArgument(
    _ text: String?, context: CommandContext, noCache: Bool, command: String
  ) throws -> String {
    if let text { return text }
    if context.token == nil { throw GistError.missingToken }
    guard Output.stdinIsTerminal, Output.stdoutIsTerminal else {
      throw CommandFailure.usage(
        "Give the gist's id or URL: dehub \(command) ID (with no id, a terminal shows a picker).")
    }
    return try choose(
      context: context, noCache: noCache,
      purpose: "Give the gist's id or URL: dehub \(command) ID."
    ).gist.id
  }
}
