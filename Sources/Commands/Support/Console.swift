import FoundationEssentials
import Glibc
import System

/// What a command reads and writes, and what it runs in: the process's standard streams,
/// terminal and environment, or, for a command run in-process by a test, buffers and a
/// given environment. `Output` and the commands reach the streams only through
/// `Console.current`.
public struct Console: Sendable {
  /// Writes bytes to stdout.
  public var writeOut: @Sendable (Data) -> Void
  /// Writes bytes to stderr.
  public var writeErr: @Sendable (Data) -> Void
  /// Reads all of stdin.
  public var readAll: @Sendable () -> Data
  /// Reads a line of stdin, without its newline (nil at the end).
  public var readLine: @Sendable () -> String?
  /// Whether stdin, stdout and stderr are terminals.
  public var stdinIsTerminal: Bool
  /// Whether stdout is a terminal.
  public var stdoutIsTerminal: Bool
  /// Whether stderr is a terminal.
  public var stderrIsTerminal: Bool
  /// Whether a picker or a prompt may open the controlling terminal (`/dev/tty`).
  public var mayOpenTerminal: Bool
  /// The terminal's size in columns and rows, when stdout is one.
  public var terminalSize: @Sendable () -> (columns: Int, rows: Int)?
  /// The environment.
  public var environment: [String: String]
  /// The time now, for times said relative to it ("3 hours ago").
  public var now: @Sendable () -> Date
  /// Waits this many seconds (between writes paced as GitHub asks); a test's console
  /// records the pause instead of waiting.
  public var pause: @Sendable (TimeInterval) -> Void

  /// A console of these parts.
  public init(
    writeOut: @escaping @Sendable (Data) -> Void, writeErr: @escaping @Sendable (Data) -> Void,
    readAll: @escaping @Sendable () -> Data, readLine: @escaping @Sendable () -> String?,
    stdinIsTerminal: Bool, stdoutIsTerminal: Bool, stderrIsTerminal: Bool,
    mayOpenTerminal: Bool, terminalSize: @escaping @Sendable () -> (columns: Int, rows: Int)?,
    environment: [String: String], now: @escaping @Sendable () -> Date = { Date() },
    pause: @escaping @Sendable (TimeInterval) -> Void = Console.sleep
  ) {
    self.now = now
    self.pause = pause
    self.writeOut = writeOut
    self.writeErr = writeErr
    self.readAll = readAll
    self.readLine = readLine
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.mayOpenTerminal = mayOpenTerminal
    self.terminalSize = terminalSize
    self.environment = environment
  }

  /// The process's own: its descriptors 0, 1 and 2, its terminal and its environment.
  public static var process: Console {
    Console(
      writeOut: { StandardStreams.out($0) }, writeErr: { StandardStreams.err($0) },
      readAll: { DescriptorReader.readAll(STDIN_FILENO) }, readLine: { Swift.readLine() },
      stdinIsTerminal: isatty(STDIN_FILENO) == 1, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
      stderrIsTerminal: isatty(STDERR_FILENO) == 1, mayOpenTerminal: true,
      terminalSize: {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
          return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
      }, environment: ProcessInfo.processInfo.environment)
  }

  /// Sleeps `seconds` (a signal may end it early; the next request then comes sooner).
  public static func sleep(_ seconds: TimeInterval) {
    let whole = max(0, seconds.rounded(.down))
    var time = timespec(tv_sec: Int(whole), tv_nsec: Int((max(0, seconds) - whole) * 1e9))
    nanosleep(&time, nil)
  }

  /// The console commands use now: the process's, unless a test runs a command in-process
  /// with its own.
  @TaskLocal public static var current = Console.process
}
