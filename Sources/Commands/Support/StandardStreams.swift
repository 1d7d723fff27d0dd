import FoundationEssentials
import Glibc

/// dehub's standard streams as a Unix program should treat them: a stream the caller
/// closed (`dehub --version >&-`) is opened on `/dev/null` before anything else opens a
/// file (libcurl's socket pair took fd 1, and output went into it); writes go straight to
/// the descriptor, and one that fails ends dehub with a sentence and exit 1 (Foundation's
/// `FileHandle.write` trapped instead: SIGILL and a backtrace).
enum StandardStreams {
  /// Opens `/dev/null` on each of fds 0, 1 and 2 that is closed.
  static func reopenClosed() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      // The lowest free descriptor is the closed one; any other is a mistake to undo.
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }

  /// Writes all of `data` to `descriptor`; the error number when it could not.
  static func write(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
      guard var pointer = buffer.baseAddress else { return nil }
      var left = buffer.count
      while left > 0 {
        let written = Glibc.write(descriptor, pointer, left)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        left -= written
        pointer += written
      }
      return nil
    }
  }

  /// Writes `data` to stdout; a write that fails ends dehub: quietly when the reader went
  /// away (a pipe closed early), else with the reason on stderr; exit 1 either way.
  static func out(_ data: Data) {
    guard let failure = write(data, to: STDOUT_FILENO) else { return }
    if failure != EPIPE {
      err(Data("dehub: Cannot write the output: \(String(cString: strerror(failure))).\n".utf8))
    }
    DehubProgram.finish(1)
  }

  /// Writes `data` to stderr, as far as it can (there is nowhere to say it failed).
  static func err(_ data: Data) {
    _ = write(data, to: STDERR_FILENO)
  }
}
