import Foundation
import TerminalUI

/// Writing to stdout and stderr, and what kind of terminal they are.
enum Output {
  /// Writes `text` to stdout as is.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes bytes to stdout as they are.
  static func write(_ data: Data) {
    FileHandle.standardOutput.write(data)
  }

  /// Writes a line to stdout.
  static func line(_ text: String = "") {
    write(text + "\n")
  }

  /// `text` with escape sequences, control characters and bidirectional overrides shown as
  /// visible placeholders: for lines that hold server text.
  static func safe(_ text: String) -> String {
    TextSanitizer.sanitize(text)
  }

  /// Writes a line to stderr.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Whether stdout is a terminal.
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether stdin is a terminal.
  static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// The terminal's width in columns (COLUMNS, then the terminal, then 80).
  static var terminalWidth: Int {
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap({ Int($0) }),
      columns > 0
    {
      return columns
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }

  /// Reads all of stdin.
  static func readStandardInput() -> Data {
    FileHandle.standardInput.readDataToEndOfFile()
  }
}
