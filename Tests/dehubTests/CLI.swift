import Commands
import Foundation
import GistServer
import System
import TestSupport

/// Runs the built `dehub` binary in a throw-away home, against a loopback server.
struct CLI {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The pauses asked for between paced writes (in-process runs; none is waited).
    var pauses: [TimeInterval] = []
    /// stdout byte for byte (in-process runs).
    var stdoutBytes = Data()
  }

  let home: URL
  var environment: [String: String]
  /// The time a command run in-process takes for now.
  var now: @Sendable () -> Date = { Date() }
  /// Whether a command run in-process takes stdin for a terminal (it may ask).
  var terminal = false
  /// Whether a command run in-process takes stdout for a terminal (`view` shows it there).
  var stdoutTerminal = false

  init(server: ServerFixture?, token: String? = ServerFixture.token) throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-cli-\(UUID())")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    environment = [
      "HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
    ]
    if let server { environment["DEHUB_API_URL"] = server.baseURL }
    if let token { environment["GH_ENTERPRISE_TOKEN"] = token }
  }

  /// Runs `body` with a loopback server seeded by `seed` and a CLI in a throw-away home.
  static func with(
    seed: (GistStore) -> Void = { _ in },
    _ body: @escaping @Sendable (CLI, ServerFixture) throws -> Void
  ) async throws {
    try await ServerFixture.with(seed: seed) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      try body(cli, fixture)
    }
  }

  /// The built binary, beside the test bundle.
  static var binary: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("dehub")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/dehub")
  }

  /// Runs the command in this process (`DehubProgram.run`, as the binary runs it), with
  /// this home and environment, `stdin` as its input, stdout and stderr captured, and no
  /// terminal anywhere: what most tests need, without a process.
  func run(_ arguments: String..., stdin: String? = nil) throws -> Run {
    try run(arguments, stdin: stdin)
  }

  /// `run` with the arguments as an array.
  func run(_ arguments: [String], stdin: String? = nil) throws -> Run {
    let captured = CapturedConsole(
      input: Data((stdin ?? "").utf8), environment: environment, now: now, terminal: terminal,
      stdoutTerminal: stdoutTerminal)
    let status = Console.$current.withValue(captured.console) { DehubProgram.run(arguments) }
    return Run(
      status: status, stdout: captured.out, stderr: captured.err, pauses: captured.pauses,
      stdoutBytes: captured.outData)
  }

  /// Runs the built binary, as a user's shell would: for what only a process shows (exit
  /// by signal, inherited descriptors, a working directory, notices said at exit).
  func runProcess(_ arguments: String..., stdin: String? = nil, in directory: URL? = nil)
    throws -> Run
  {
    try runProcess(arguments, stdin: stdin, in: directory)
  }

  /// `runProcess` with the arguments as an array.
  func runProcess(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil)
    throws -> Run
  {
    try run(executable: Self.binary, arguments, stdin: stdin, in: directory)
  }

  /// Runs each argument list as a dehub process of its own, every one started before any
  /// is waited for (as a script's `&` would); their runs in the same order.
  func runTogether(_ lists: [[String]]) throws -> [Run] {
    let folder = home.appendingPathComponent("together-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = { (index: Int, stream: String) in folder.appendingPathComponent("\(stream)-\(index)")
    }
    var children: [ChildProcess] = []
    defer { for child in children { _ = child.wait() } }
    for (index, arguments) in lists.enumerated() {
      children.append(
        try TestProgram.start(
          [Self.binary.path] + arguments, environment: environment, directory: home,
          output: .file(file(index, "out").path), error: .file(file(index, "err").path)))
    }
    let statuses = children.map { $0.wait() }
    children = []
    return try statuses.enumerated().map { index, status in
      Run(
        status: status, stdout: try String(contentsOf: file(index, "out"), encoding: .utf8),
        stderr: try String(contentsOf: file(index, "err"), encoding: .utf8))
    }
  }

  /// Runs dehub with stdin on a pseudo-terminal that nothing types on (the editor's case:
  /// `dehub edit ID` opens one only when stdin is a terminal); stdout and stderr as `run`.
  func runWithTerminalInput(_ arguments: String...) throws -> Run {
    try runWithTerminalInput(arguments)
  }

  /// `runWithTerminalInput` with the arguments as an array.
  func runWithTerminalInput(_ arguments: [String]) throws -> Run {
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw CocoaError(.fileWriteUnknown) }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    defer {
      close(master)
      close(slave)
    }
    return try run(executable: Self.binary, arguments, input: .descriptor(slave))
  }

  /// Runs `executable` (another copy of dehub, a shell) the same way.
  func run(
    executable: URL, _ arguments: [String], stdin: String? = nil, in directory: URL? = nil
  ) throws -> Run {
    try run(executable: executable, arguments, stdin: stdin, input: .null, in: directory)
  }

  /// Runs `executable` from `directory` (the home when nil) with `stdin` as its input, or
  /// `input` when `stdin` is nil.
  private func run(
    executable: URL, _ arguments: [String], stdin: String? = nil,
    input: ChildProcess.Stream = .null, in directory: URL? = nil
  ) throws -> Run {
    let ending = try TestProgram.run(
      [executable.path] + arguments, environment: environment, directory: directory ?? home,
      stdin: stdin.map { Data($0.utf8) }, input: input)
    return Run(status: ending.status, stdout: ending.stdout, stderr: ending.stderr)
  }

  /// Runs dehub with stdout on a pseudo-terminal `columns` wide (what a user's shell
  /// gives it); stderr goes to a file. The terminal's carriage returns are dropped.
  func runOnTerminal(_ arguments: [String], columns: Int = 100) throws -> Run {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 40, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
    // Neither end leaks into processes other tests start meanwhile.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    defer { close(master) }
    var environment = environment
    environment["COLUMNS"] = nil
    let err = home.appendingPathComponent("err-\(UUID())")
    let process: ChildProcess
    do {
      process = try TestProgram.start(
        [Self.binary.path] + arguments, environment: environment, directory: home,
        output: .descriptor(slave), error: .file(err.path))
    } catch {
      close(slave)
      throw error
    }
    close(slave)
    var output = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65536)
    var quietAfterExit = 0
    while quietAfterExit < 3 {
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 100) > 0 {
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { break }
        output += buffer[0..<count]
      } else if !process.isRunning {
        quietAfterExit += 1
      }
    }
    return Run(
      status: process.wait(),
      stdout: String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  func write(_ name: String, _ content: String) throws -> String {
    let url = home.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try content.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: home)
  }
}
