import Basics
import FoundationEssentials
import Model

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
      names.lazy.compactMap { environment[$0]?.trimmingSpaces() }
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
    let edited = try edit([(filename, text)])
    return edited[0] == text ? .unchanged : .changed(edited[0])
  }

  /// Edits several files in one run of the editor (each a temporary file named like the
  /// gist's, all given to the editor at once); their texts afterwards, in order. A failed
  /// editor or a file that is not UTF-8 any more is an error, and changes nothing.
  public func edit(_ files: [(name: String, text: String)]) throws(GistError) -> [String] {
    try edit(files, keepingThrough: []).texts
  }

  /// Edits `files` as `edit(_:)` does, holding back `signals` (SIGTERM, SIGHUP) while the
  /// editor runs: when one came, the files' texts are read whatever the editor's end (what
  /// the user saved before it was told to stop) and given back with the signal, for the
  /// caller to keep as a draft before it ends itself.
  public func edit(_ files: [(name: String, text: String)], keepingThrough signals: [Int32])
    throws(GistError) -> (texts: [String], signal: Int32?)
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-edit-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [URL] = []
    var used: Set<String> = []
    for (index, file) in files.enumerated() {
      // The name may come from a server: it never leaves the folder or holds control bytes.
      var safeName = file.name.replacing("/", with: "_")
      if safeName.isEmpty || GistValidation.nameProblem(safeName) != nil {
        safeName = "gistfile\(index + 1).txt"
      }
      // Two names that became one (a/b and a_b) each get a folder of their own.
      let place =
        used.insert(safeName).inserted ? folder : folder.appendingPathComponent("\(index + 1)")
      let path = place.appendingPathComponent(safeName)
      do {
        try FileManager.default.createDirectory(
          at: place, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data(file.text.utf8).write(to: path)
      } catch {
        throw GistError.local("Cannot write a temporary file for the editor in \(folder.path).")
      }
      paths.append(path)
    }
    let arguments = ["/bin/sh", "-c", "\(command) \"$@\"", "dehub-editor"] + paths.map(\.path)
    let (status, signal) =
      signals.isEmpty
      ? (Self.run(arguments), nil) : TerminalChild.run(arguments, deferring: signals)
    if let signal {
      let texts = zip(paths, files).map { path, file in
        FileManager.default.contents(atPath: path.path).flatMap {
          String(data: $0, encoding: .utf8)
        } ?? file.text
      }
      return (texts, signal)
    }
    guard status == 0 else {
      throw GistError.local(
        status < 0
          ? "Cannot start the editor \"\(command)\"."
          : "The editor \"\(command)\" failed (exit \(status)); nothing was changed.")
    }
    var texts: [String] = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path.path) else {
        throw GistError.local(
          "The editor removed \(path.lastPathComponent); nothing was changed.")
      }
      texts.append(try GistValidation.text(from: data, name: path.lastPathComponent))
    }
    return (texts, nil)
  }

  /// Runs `arguments` on this terminal and waits: its exit status, 128+signal when it was
  /// killed, or -1 when it could not start.
  static func run(_ arguments: [String]) -> Int32 {
    TerminalChild.run(arguments)
  }
}
