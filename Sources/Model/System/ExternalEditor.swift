import Foundation

/// The user's text editor, run on a temporary file that keeps the gist file's name (so the
/// editor picks the language): `DEHUB_EDITOR`, then `VISUAL`, then `EDITOR`, then `vi`. The
/// command may have arguments (`code --wait`); the shell runs it, with the file as its last
/// argument. It blocks until the editor ends and must run while the terminal is given to it.
public struct ExternalEditor: Sendable {
  /// The command line, as the user wrote it.
  public let command: String

  /// The editor `environment` names.
  public init(environment: [String: String]) {
    let names = ["DEHUB_EDITOR", "VISUAL", "EDITOR"]
    command =
      names.lazy.compactMap { environment[$0]?.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty } ?? "vi"
  }

  /// What came of an edit.
  public enum Outcome: Equatable, Sendable {
    /// The new text.
    case changed(String)
    /// The file was saved as it was, or not saved.
    case unchanged
  }

  /// Edits `text` as a file called `filename`; a failed editor (non-zero exit, killed) or
  /// text that is not UTF-8 is an error, and changes nothing.
  public func edit(_ text: String, filename: String) throws(GistError) -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-edit-\(UUID().uuidString.prefix(8))")
    // The name may come from a server: it never leaves the folder or holds control bytes.
    var safeName = filename.replacingOccurrences(of: "/", with: "_")
    if safeName.isEmpty || GistValidation.nameProblem(safeName) != nil { safeName = "gistfile.txt" }
    let file = folder.appendingPathComponent(safeName)
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try Data(text.utf8).write(to: file)
    } catch {
      throw GistError.local("Cannot write a temporary file for the editor in \(folder.path).")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let status = Self.run(["/bin/sh", "-c", "\(command) \"$1\"", "dehub-editor", file.path])
    guard status == 0 else {
      throw GistError.local(
        status < 0
          ? "Cannot start the editor \"\(command)\"."
          : "The editor \"\(command)\" failed (exit \(status)); nothing was changed.")
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw GistError.local("The editor removed \(safeName); nothing was changed.")
    }
    let edited = try GistValidation.text(from: data, name: safeName)
    return edited == text ? .unchanged : .changed(edited)
  }

  /// Runs `arguments` on this terminal and waits: its exit status, 128+signal when it was
  /// killed, or -1 when it could not start.
  static func run(_ arguments: [String]) -> Int32 {
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return -1 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
