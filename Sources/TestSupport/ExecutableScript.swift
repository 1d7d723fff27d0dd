import Foundation

/// Scripts that tests put on the PATH in place of other programs (a fake `gh`).
public enum ExecutableScript {
  /// Writes `text` to `file`, mode 755, through a child process, so no descriptor of this
  /// process (which a tmux server or another child forked by a parallel test could inherit
  /// and keep) has it open for writing, which would make running it fail with "text file
  /// busy".
  public static func write(_ text: String, to file: URL) throws {
    let run = try TestProgram.run([
      "/bin/sh", "-c", "printf '%s\\n' \"$1\" > \"$2\" && chmod 755 \"$2\"", "sh", text,
      file.path,
    ])
    guard run.status == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  /// Kills the processes whose ids a script wrote to `file`, one a line (what it left
  /// running), by those ids.
  public static func stopProcesses(listedIn file: URL) {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") {
      if let pid = Int32(line.trimmingCharacters(in: .whitespaces)), pid > 1 { kill(pid, SIGKILL) }
    }
  }
}
