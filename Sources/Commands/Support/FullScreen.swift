import FoundationEssentials
import Glibc
import TerminalUI

/// Opening the user's terminal for a full-screen command.
enum FullScreen {
  /// The main loop on the terminal; a usage error (`purpose`) when stdin or stdout is not a
  /// terminal, a failure with a sentence when curses cannot use it.
  static func open(for purpose: String) throws -> MainLoop {
    guard Output.stdinIsTerminal, Output.stdoutIsTerminal else {
      throw CommandFailure.usage(purpose)
    }
    do {
      return try MainLoop(screen: try Screen())
    } catch {
      throw CommandFailure.failure(error.message)
    }
  }
}
