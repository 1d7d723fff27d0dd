import Commands
import Foundation

/// A console for a command run in-process: stdin from bytes given, stdout and stderr kept,
/// no terminal, the environment given.
final class CapturedConsole: @unchecked Sendable {
  private let lock = NSLock()
  private var input: Data
  private var outBytes = Data()
  private var errBytes = Data()
  private let environment: [String: String]
  private let now: @Sendable () -> Date
  private let terminal: Bool
  private let stdoutTerminal: Bool
  /// Called with each write to stderr (a test waits on what a command says).
  var onError: @Sendable (String) -> Void = { _ in }

  /// A console reading `input`, in `environment`, its time `now`; with `terminal`, stdin
  /// is taken for a terminal (the command may ask); with `stdoutTerminal`, stdout is (80
  /// columns by 40 rows).
  init(
    input: Data, environment: [String: String], now: @escaping @Sendable () -> Date,
    terminal: Bool = false, stdoutTerminal: Bool = false
  ) {
    self.terminal = terminal
    self.stdoutTerminal = stdoutTerminal
    self.input = input
    self.environment = environment
    self.now = now
  }

  /// What was written to stdout.
  var out: String { lock.withLock { String(decoding: outBytes, as: UTF8.self) } }
  /// What was written to stdout, byte for byte.
  var outData: Data { lock.withLock { outBytes } }
  /// What was written to stderr.
  var err: String { lock.withLock { String(decoding: errBytes, as: UTF8.self) } }
  private var pausesTaken: [TimeInterval] = []
  /// The pauses the command asked for (none is waited).
  var pauses: [TimeInterval] { lock.withLock { pausesTaken } }

  /// The console.
  var console: Console {
    Console(
      writeOut: { data in self.lock.withLock { self.outBytes.append(data) } },
      writeErr: { data in
        self.lock.withLock { self.errBytes.append(data) }
        self.onError(String(decoding: data, as: UTF8.self))
      },
      readAll: { self.take(upTo: nil) }, readLine: { self.line() }, stdinIsTerminal: terminal,
      stdoutIsTerminal: stdoutTerminal, stderrIsTerminal: false, mayOpenTerminal: false,
      terminalSize: { [stdoutTerminal] in stdoutTerminal ? (80, 40) : nil },
      environment: environment, now: now,
      pause: { seconds in self.lock.withLock { self.pausesTaken.append(seconds) } })
  }

  private func take(upTo end: Int?) -> Data {
    lock.withLock {
      let count = end.map { min($0, input.count) } ?? input.count
      let taken = input.prefix(count)
      input = input.dropFirst(count)
      return Data(taken)
    }
  }

  private func line() -> String? {
    let newline = lock.withLock { input.firstIndex(of: 10).map { $0 - input.startIndex + 1 } }
    let bytes = take(upTo: newline)
    guard !bytes.isEmpty || newline != nil else { return nil }
    return String(decoding: bytes.last == 10 ? bytes.dropLast() : bytes, as: UTF8.self)
  }
}
