import Foundation
import System

/// The programs tests start (dehub, curl, openssl, stunnel, sh), through dehub's own
/// `ChildProcess` (posix_spawn, waitpid on the exact child), never Foundation's `Process`:
/// its `run()` reads past the end of a directory entry's name while it lists the
/// descriptors to close, and now and then that crashed the whole test process with SIGSEGV
/// (swift-corelibs-foundation#5472; a CI run was lost to it).
public enum TestProgram {
  /// How a program ended and what it wrote.
  public struct Ending: Sendable {
    /// Its exit status, or 128+signal when a signal ended it.
    public let status: Int32
    public let stdout: String
    public let stderr: String
  }

  /// A program that could not be started.
  public struct NotStarted: Error, CustomStringConvertible {
    public let arguments: [String]
    public var description: String { "could not start \(arguments.joined(separator: " "))" }
  }

  /// Starts `arguments` (the first a path) with `environment` (this process's when nil),
  /// from `directory` when one is given (`sh` changes to it, then runs the program in its
  /// place: the same process id), its streams as `ChildProcess.start` takes them.
  public static func start(
    _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
    input: ChildProcess.Stream = .null, output: ChildProcess.Stream = .null,
    error: ChildProcess.Stream = .null
  ) throws -> ChildProcess {
    let command =
      directory.map { ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", $0.path] + arguments }
      ?? arguments
    guard
      let child = ChildProcess.start(
        command, environment: environment, input: input, output: output, error: error)
    else { throw NotStarted(arguments: arguments) }
    return child
  }

  /// Runs `arguments` as `start` does and waits for it: `stdin` is its input (through a
  /// file), or `input` when `stdin` is nil; what it writes to stdout and stderr is kept in
  /// files (no pipe another child could inherit and hold open) and returned.
  public static func run(
    _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
    stdin: Data? = nil, input: ChildProcess.Stream = .null
  ) throws -> Ending {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-run-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    let err = folder.appendingPathComponent("err").path
    var input = input
    if let stdin {
      let file = folder.appendingPathComponent("in")
      try stdin.write(to: file)
      input = .file(file.path)
    }
    let child = try start(
      arguments, environment: environment, directory: directory, input: input,
      output: .file(out), error: .file(err))
    let status = child.wait()
    return Ending(
      status: status, stdout: try String(contentsOfFile: out, encoding: .utf8),
      stderr: try String(contentsOfFile: err, encoding: .utf8))
  }

  /// A pipe (read end, write end), neither end inherited by what other tests start
  /// meanwhile; the caller closes both.
  public static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard Glibc.pipe(&ends) == 0 else { throw NotStarted(arguments: ["pipe"]) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }
}
