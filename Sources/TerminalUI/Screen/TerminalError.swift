/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// curses does not know the terminal type.
  case unknownTerminal(String)
  /// A file or descriptor could not be opened.
  case cannotOpen(String)
  /// The terminal type cannot move the cursor (`TERM=dumb`).
  case cannotAddressCursor(String)

  /// A sentence for a person.
  public var message: String {
    switch self {
    case .unknownTerminal(let type):
      "The terminal type \"\(type)\" is unknown; set TERM (for example TERM=xterm-256color)."
    case .cannotOpen(let what): "Cannot open \(what)."
    case .cannotAddressCursor(let type):
      "The terminal type \"\(type)\" cannot move the cursor, which the full-screen view needs; set TERM (for example TERM=xterm-256color), or use the scripting commands (dehub list, dehub view)."
    }
  }

  public var description: String { message }
}
