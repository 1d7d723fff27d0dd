import Basics
import FoundationEssentials
import GistValues
import Glibc
import Store
import System

/// The user's text editor, run on temporary files that keep the gist files' names (so the
/// editor picks the language): `DEHUB_EDITOR`, then `VISUAL`, then `EDITOR`, then `vi`. The
/// command may have arguments (`code --wait`); the shell runs it, with the files as its last
/// arguments. The same session for the browser and the scripting commands:
///
/// - it runs on the terminal in dehub's own process group (`TerminalChild`), and job
///   control works: when the editor stops (Ctrl-Z in vim), dehub stops too, so the shell
///   gets the terminal back; `fg` continues both;
/// - what the editor saved is kept whatever its exit status, and said: a crash or `:cq`
///   after a write loses nothing;
/// - SIGTERM and SIGHUP, when asked, are held back until the editor ends, so what it saved
///   is kept as a draft before dehub ends.
public struct EditorSession: Sendable {
  /// The command line, as the user wrote it.
  public let command: String

  /// The editor `environment` names.
  public init(environment: [String: String]) {
    let names = ["DEHUB_EDITOR", "VISUAL", "EDITOR"]
    command =
      names.lazy.compactMap { environment[$0]?.trimmingSpaces() }
      .first { !$0.isEmpty } ?? "vi"
  }

  /// What came of a run of the editor.
  public struct Result: Equatable, Sendable {
    /// The files' texts afterwards, in order.
    public var texts: [String]
    /// SIGTERM or SIGHUP, held back while the editor ran (nil: none came).
    public var signal: Int32?
    /// What to tell the user besides: the editor failed, but what it saved is kept.
    public var note: String?
  }

  /// Edits `text` as a file called `filename`: the new text (nil when it did not change),
  /// and a note when the editor failed after saving. A failed editor that saved nothing,
  /// or text that is not UTF-8, is an error.
  public func edit(_ text: String, filename: String) throws(GistError) -> EditedText {
    let result = try edit([(filename, text)])
    return EditedText(text: result.texts[0] == text ? nil : result.texts[0], note: result.note)
  }

  /// Edits several files in one run of the editor (each a temporary file named like the
  /// gist's, all given to the editor at once), holding back `signals` (SIGTERM, SIGHUP)
  /// until it ends. A failed editor (non-zero exit, killed) that changed no file is an
  /// error and changes nothing; one that changed files gives them with a note. A file that
  /// is not UTF-8 any more is an error. When a held-back signal came, the texts are what
  /// the user saved whatever the editor's end, for the caller to keep before it ends.
  public func edit(
    _ files: [(name: String, text: String)], keepingThrough signals: [Int32] = []
  ) throws(GistError) -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-edit-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = try write(files, in: folder)
    let arguments = ["/bin/sh", "-c", "\(command) \"$@\"", "dehub-editor"] + paths.map(\.path)
    let (status, signal) = TerminalChild.run(arguments, deferring: signals)
    if let signal {
      let texts = zip(paths, files).map { path, file in
        FileManager.default.contents(atPath: path.path).flatMap {
          String(data: $0, encoding: .utf8)
        } ?? file.text
      }
      return Result(texts: texts, signal: signal, note: nil)
    }
    guard status >= 0 else { throw GistError.local("Cannot start the editor \"\(command)\".") }
    var texts: [String] = []
    for (path, file) in zip(paths, files) {
      guard let data = FileManager.default.contents(atPath: path.path) else {
        if status != 0 { texts.append(file.text); continue }
        throw GistError.local(
          "The editor removed \(path.lastPathComponent); nothing was changed.")
      }
      if status != 0, data == Data(file.text.utf8) {
        texts.append(file.text)
        continue
      }
      texts.append(try GistValidation.text(from: data, name: path.lastPathComponent))
    }
    guard status != 0 else { return Result(texts: texts, signal: nil, note: nil) }
    guard texts != files.map(\.text) else {
      throw GistError.local(
        "The editor \"\(command)\" failed (exit \(status)); nothing was changed.")
    }
    return Result(
      texts: texts, signal: nil,
      note: "The editor \"\(command)\" ended with exit \(status); what it saved is kept.")
  }

  /// Writes each of `files` in `folder` (0700) under a name that cannot leave it; their
  /// paths, in order.
  private func write(_ files: [(name: String, text: String)], in folder: URL)
    throws(GistError) -> [URL]
  {
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
    return paths
  }
}
