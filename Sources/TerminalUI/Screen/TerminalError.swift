/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// curses does not know the terminal type.
  case unknownTerminal(String)
  /// A file or descriptor could not be opened.
  case cannotOpen(String)

  /// A sentence for a person.
  public var message: String {
    switch self {
    case .unknownTerminal(let type):
      "The terminal type \"\(type)\" is unknown; set TERM (for example TERM=xterm-256color)."
    case .cannotOpen(let what): "Cannot open \(what)."
    }
  }

  public var description: String { message }
}
