import FoundationEssentials
import Glibc

/// The descriptor signal handlers write to. A handler may only do async-signal-safe work:
/// it writes the signal's number as one byte and returns; the run loop does the rest.
nonisolated(unsafe) private var signalWriteDescriptor: Int32 = -1

/// A self-pipe: signal handlers and other threads write a byte to wake the run loop.
final class SignalPipe {
  /// Bytes written by `wake()` (not a signal number).
  static let wakeByte: UInt8 = 0
  let readEnd: Int32
  let writeEnd: Int32
  private var installed: [Int32: sigaction] = [:]

  init() throws(TerminalError) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw TerminalError.cannotOpen("a pipe for signals") }
    readEnd = fds[0]
    writeEnd = fds[1]
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
  }

  deinit {
    restoreAll()
    close(readEnd)
    close(writeEnd)
  }

  /// Routes `signals` into the pipe (remembering the previous handlers).
  func install(_ signals: [Int32]) {
    signalWriteDescriptor = writeEnd
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalWriteDescriptor, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      var previous = sigaction()
      sigaction(number, &action, &previous)
      if installed[number] == nil { installed[number] = previous }
    }
  }

  /// Sets `signal` to its default action or to ignored, for a while (a child program runs).
  func set(_ number: Int32, ignored: Bool) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = ignored ? SIG_IGN : SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(number, &action, nil)
  }

  /// Puts back the handlers found before `install`.
  func restoreAll() {
    for (number, previous) in installed {
      var action = previous
      sigaction(number, &action, nil)
    }
    installed.removeAll()
  }

  /// Wakes the loop from any thread.
  static func wake(_ descriptor: Int32) {
    var byte = wakeByte
    _ = write(descriptor, &byte, 1)
  }

  /// The bytes waiting in the pipe.
  func drain() -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }
}
