import FoundationEssentials
import Glibc
import Synchronization

/// The signal kept while a child ran (`TerminalChild.run(_:deferring:)`), 0 for none.
private let keptSignal = Atomic<Int32>(0)

/// A child that reads the terminal (the pager, the editor): started with `posix_spawn` in
/// dehub's own process group, which is the terminal's foreground group when a shell started
/// dehub, so the child may read keys and write the screen. (Foundation's `Process` puts its
/// child in a group of its own: from an interactive shell the terminal then stops it with
/// SIGTTIN/SIGTTOU, and a pager sits blank.)
///
/// While the child runs, dehub ignores SIGINT and SIGQUIT, as `system(3)` does: Ctrl-C is
/// the child's to act on (`less` stops a search; `q` quits it), and dehub carries on when it
/// ends. When the child stops (Ctrl-Z), dehub stops with it, so the shell gets the terminal
/// back, and `fg` continues both. The child starts with every signal at its default and none
/// blocked.
public enum TerminalChild {
  /// Runs `arguments` (the first a path) with `input` written to its stdin when given
  /// (stdin is then a pipe, closed after the input; the child may stop reading early), and
  /// waits for it: its exit status, 128+signal when a signal ended it, or -1 when it could
  /// not start. `environment` replaces dehub's own when given.
  public static func run(
    _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil
  ) -> Int32 {
    var pipeEnds: [Int32] = [-1, -1]
    if input != nil {
      guard pipe(&pipeEnds) == 0 else { return -1 }
    }
    // Ignored from before the spawn to after the wait: a Ctrl-C meant for the child never
    // ends dehub in between.
    let oldInterrupt = signal(SIGINT, SIG_IGN)
    let oldQuit = signal(SIGQUIT, SIG_IGN)
    let oldPipe = signal(SIGPIPE, SIG_IGN)
    defer {
      signal(SIGINT, oldInterrupt)
      signal(SIGQUIT, oldQuit)
      signal(SIGPIPE, oldPipe)
    }
    let pid = ChildProcess.spawn(arguments, environment: environment) { actions in
      guard input != nil else { return }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
      posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    }
    if input != nil { close(pipeEnds[0]) }
    guard let pid else {
      if input != nil { close(pipeEnds[1]) }
      return -1
    }
    if let input {
      write(input, to: pipeEnds[1])
      close(pipeEnds[1])
    }
    guard let status = waitHandingOverTheTerminal(pid) else { return -1 }
    return ChildProcess.exitStatus(status)
  }

  /// Waits for `pid` to end, and keeps job control working meanwhile: when the child stops
  /// (Ctrl-Z in an editor: vim stops its process group, which is dehub's; a child that
  /// stops alone, or one stopped by SIGTTIN), dehub stops too, so the whole job is stopped
  /// and the shell takes the terminal back. On `fg` the shell continues the job; the child
  /// is sent SIGCONT as well, in case it stopped alone. The wait status, or nil.
  static func waitHandingOverTheTerminal(_ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    while true {
      if waitpid(pid, &status, WUNTRACED) < 0 {
        if errno == EINTR { continue }
        return nil
      }
      // WIFSTOPPED: the low byte is 0x7f.
      guard status & 0xff == 0x7f else { return status }
      // Stopped with the child by the same Ctrl-Z (the command line's default SIGTSTP),
      // dehub may learn of the stop only once `fg` continued them both: then it goes on.
      guard isStopped(pid) else { continue }
      // SIGSTOP cannot be ignored or caught, as the browser does SIGTSTP while a child runs.
      raise(SIGSTOP)
      kill(pid, SIGCONT)
    }
  }

  /// Whether process `pid` is stopped now (its state in `/proc/PID/stat` is `T`).
  static func isStopped(_ pid: pid_t) -> Bool {
    guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
      let close = stat.lastIndex(of: UInt8(ascii: ")")),
      stat.index(close, offsetBy: 2) < stat.endIndex
    else { return true }
    return stat[stat.index(close, offsetBy: 2)] == UInt8(ascii: "T")
  }

  /// Runs `arguments` as `run(_:)` does, holding back `signals` (SIGTERM, SIGHUP) until the
  /// child has ended: the caller then keeps what the child left (an edit as a draft) before
  /// it ends itself. The status, and the signal held back, if one came.
  public static func run(_ arguments: [String], deferring signals: [Int32]) -> (
    status: Int32, signal: Int32?
  ) {
    keptSignal.store(0, ordering: .relaxed)
    let previous = signals.map { number in
      (number, signal(number) { caught in keptSignal.store(caught, ordering: .relaxed) })
    }
    defer { for (number, handler) in previous { signal(number, handler) } }
    let status = run(arguments)
    let kept = keptSignal.load(ordering: .relaxed)
    return (status, kept == 0 ? nil : kept)
  }

  /// Writes `data` to `descriptor` until it is all written or the reader has gone (EPIPE:
  /// a pager quit before the end).
  private static func write(_ data: Data, to descriptor: Int32) {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      guard var pointer = buffer.baseAddress else { return }
      var left = buffer.count
      while left > 0 {
        let written = Glibc.write(descriptor, pointer, left)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        left -= written
        pointer += written
      }
    }
  }
}
