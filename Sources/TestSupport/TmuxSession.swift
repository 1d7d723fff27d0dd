import Foundation
import Glibc

/// A real tmux session on a private socket, for end-to-end tests: keys in, screen out.
/// Locale and size are pinned; `close()` kills the session's server (only ours: the socket
/// is private), and every wait has a deadline.
public final class TmuxSession {
  /// The private socket's name.
  public let socket: String
  /// The session's name.
  public let name = "test"
  private let config: URL
  private var serverPID: Int32?
  /// A FIFO the pane's output is piped into (`pipe-pane`): a wait sleeps until it is
  /// readable, that is until the program wrote something.
  private let outputFIFO: URL
  private var output: Int32 = -1

  /// Starts `command` (run by `sh -c`) at `columns` × `rows` with `environment` added.
  public init(
    _ command: String, columns: Int = 100, rows: Int = 30, environment: [String: String] = [:]
  ) throws {
    socket = "dehub-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    // Panes stay (and can be read) after their program exits; no shell lingers to keep them.
    // Programs may set tmux's paste buffer with OSC 52 (what a clipboard test reads).
    config = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).conf")
    outputFIFO = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).out")
    try "set -g remain-on-exit on\nset -g set-clipboard on\n".write(
      to: config, atomically: true, encoding: .utf8)
    var settings = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "tmux-256color"]
    settings.merge(environment) { $1 }
    let exports = settings.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }
      .joined(separator: " ")
    try tmux([
      "-f", config.path, "new-session", "-d", "-s", name, "-x", String(columns), "-y",
      String(rows),
      "env \(exports) sh -c '\(command.replacingOccurrences(of: "'", with: "'\\''"))'",
    ])
    serverPID = Int32(
      ((try? tmux(["display-message", "-p", "-t", name, "#{pid}"])) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines))
    if mkfifo(outputFIFO.path, 0o600) == 0 {
      output = open(outputFIFO.path, O_RDONLY | O_NONBLOCK)
      try tmux(["pipe-pane", "-t", name, "cat > '\(outputFIFO.path)'"])
    }
  }

  deinit { close() }

  /// Kills the session's tmux server (its panes' programs get SIGHUP), by its socket and
  /// then by the process id it reported, so nothing outlives the test.
  public func close() {
    _ = try? tmux(["kill-server"])
    if let pid = serverPID, kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    serverPID = nil
    try? FileManager.default.removeItem(at: config)
    if output >= 0 { Glibc.close(output) }
    output = -1
    try? FileManager.default.removeItem(at: outputFIFO)
  }

  /// The visible rows.
  public func capture() -> [String] {
    ((try? tmux(["capture-pane", "-p", "-t", name])) ?? "").components(separatedBy: "\n")
  }

  /// The newest paste buffer (what an OSC 52 copy set), nil when there is none.
  public func pasteBuffer() -> String? {
    let text = (try? tmux(["show-buffer"])) ?? ""
    return text.isEmpty ? nil : text
  }

  /// Sends tmux key names (`Enter`, `C-z`, `Escape`) or literal text with `literal`.
  public func send(_ keys: String..., literal: Bool = false) {
    _ = try? tmux(["send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
  }

  /// Resizes the window.
  public func resize(columns: Int, rows: Int) {
    _ = try? tmux(["resize-window", "-t", name, "-x", String(columns), "-y", String(rows)])
  }

  /// The process id of the pane's first process.
  public var panePID: Int32? {
    Int32(
      ((try? tmux(["list-panes", "-t", name, "-F", "#{pane_pid}"])) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Waits until the screen satisfies `condition`, checked now and whenever the program
  /// writes to the pane (the pane's output wakes the wait; nothing polls); false when
  /// `timeout` passed first, or the program is gone and the screen does not satisfy it.
  @discardableResult
  public func wait(timeout: TimeInterval = 10, until condition: ([String]) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(capture()) {
      let left = deadline.timeIntervalSinceNow
      guard left > 0, output >= 0 else { return false }
      var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let count = poll(&ready, 1, Int32((left * 1000).rounded(.up)))
      if count > 0 && ready.revents & Int16(POLLIN) == 0 {
        // The pipe was closed (the pane is gone): no more output will come.
        return condition(capture())
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while read(output, &buffer, buffer.count) > 0 {}
    }
    return true
  }

  /// Waits until some row contains `text`.
  @discardableResult
  public func wait(for text: String, timeout: TimeInterval = 10) -> Bool {
    wait(timeout: timeout) { rows in rows.contains { $0.contains(text) } }
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    // Output goes to a file: a pipe would be inherited by the tmux server that
    // `new-session` forks, and reading it to the end would wait for the server to exit.
    // posix_spawn and waitpid on the exact child, because Foundation's Process can miss the
    // exit of a client whose server it forked.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID())")
    defer { try? FileManager.default.removeItem(at: file) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = (["tmux", "-u", "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, "tmux", &actions, nil, argv, environ)
    guard status == 0 else { throw CocoaError(.executableNotLoadable) }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }
}
