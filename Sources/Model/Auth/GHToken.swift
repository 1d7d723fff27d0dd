import Basics
import FoundationEssentials
import Glibc
import System

/// The token GitHub's own CLI keeps for a host (`gh auth token --hostname HOST`), used when
/// dehub has none of its own. It is read each time, never copied into dehub's token file.
public enum GHToken {
  /// What asking `gh` gave.
  public enum Answer: Equatable, Sendable {
    /// `gh`'s token for the host.
    case token(String)
    /// There is no `gh` on the PATH.
    case notInstalled
    /// `gh` answered without a token for the host (none kept, an error, not a token).
    case noToken
    /// `gh` did not answer within `seconds`, and was stopped.
    case timedOut(seconds: TimeInterval)

    /// The token, when `gh` gave one.
    public var token: String? {
      if case .token(let token) = self { return token }
      return nil
    }
  }

  /// How long `gh` has, in all, to give its token and finish: a `gh` that hangs must not
  /// hold up every start.
  public static let deadline: TimeInterval = 2

  /// Asks the `gh` on `environment`'s PATH for its token for `host`, giving it `deadline`
  /// seconds in all. Its output is read until the end, or until the token's line is
  /// complete, or until `gh` has ended and nothing more is waiting (a child `gh` left
  /// behind may hold the pipe open long after); a `gh` still running at the deadline is
  /// killed (it alone, by its process id).
  ///
  /// `gh` is started with `posix_spawn` and waited for with `waitpid`: Foundation's
  /// `Process` takes a child for running until every process that inherited it has ended,
  /// a `gh` that left a child behind included.
  public static func ask(
    host: String, environment: [String: String], deadline: TimeInterval = deadline
  ) -> Answer {
    guard let gh = executable("gh", path: environment["PATH"] ?? "") else { return .notInstalled }
    let clock = ContinuousClock()
    let end = clock.now + .milliseconds(Int(deadline * 1000))
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return .noToken }
    // Not inherited by what other threads start (a write end kept elsewhere delays the
    // end of the output; the token's line does not wait for it).
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    let started = spawn(
      [gh.path, "auth", "token", "--hostname", host], environment: environment, output: ends[1])
    close(ends[1])
    guard let pid = started else { return .noToken }
    var status: Int32 = 0
    var ended = false
    let line = readLine(from: ends[0], until: { clock.now >= end }) {
      ended = ended || reap(pid, status: &status)
      return ended
    }
    while !ended && clock.now < end {
      ended = reap(pid, status: &status)
      if !ended { usleep(10_000) }
    }
    guard ended else {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return .timedOut(seconds: deadline)
    }
    // Exited with 0, not ended by a signal.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return .noToken }
    let token = String(decoding: line, as: UTF8.self)
      .trimmingWhitespace()
    return TokenStore.isWellFormed(token) ? .token(token) : .noToken
  }

  /// Starts `arguments` (the first a path) with `environment`, stdin and stderr on
  /// `/dev/null` and stdout on `output`, and no other descriptor of dehub's
  /// (`ChildProcess.spawn`); its process id, or nil when it could not start.
  private static func spawn(
    _ arguments: [String], environment: [String: String], output: Int32
  ) -> pid_t? {
    ChildProcess.spawn(arguments, environment: environment) { actions in
      posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
      posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    }
  }

  /// Whether `pid` has ended (and is reaped; `status` then holds how), without waiting.
  private static func reap(_ pid: pid_t, status: inout Int32) -> Bool {
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { return true }
      if result == 0 { return false }
      if errno == EINTR { continue }
      // Not ours to wait for (it cannot be): ended, and not a success.
      status = -1
      return true
    }
  }

  /// The bytes read from `descriptor` until the end of the output, a line break, 4 KB,
  /// `expired()`, or `ended()` with nothing more waiting.
  private static func readLine(
    from descriptor: Int32, until expired: () -> Bool, ended: () -> Bool
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !expired() && !bytes.contains(UInt8(ascii: "\n")) && bytes.count < 4096 {
      // Whether the child had ended is asked before the wait, so what it wrote before
      // ending is read first.
      let hadEnded = ended()
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, 20)
      if ready > 0 {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        bytes += buffer[0..<count]
      } else if ready == 0 {
        if hadEnded { break }
      } else if errno != EINTR {
        break
      }
    }
    return bytes
  }

  /// `name` in one of `path`'s folders, when it is an executable file there.
  static func executable(_ name: String, path: String) -> URL? {
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
