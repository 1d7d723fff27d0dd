import Foundation

/// A child process that neither reads nor writes the terminal (its output would draw over
/// a full-screen screen): `/usr/bin/env` runs `arguments` from the PATH.
enum QuietProcess {
  /// The process, not started.
  static func make(_ arguments: [String]) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return process
  }
}
