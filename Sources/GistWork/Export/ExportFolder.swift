import Basics
import FoundationEssentials
import GistValues
import Glibc

/// The folder `dehub export` writes, used safely: gist ids and file names come from the
/// server, so a folder is made only for a plain gist id and a file only for a plain name
/// (never `..`, a path, or `.git`); a symbolic link in the folder is never followed (a
/// gist's folder that is a link is refused, a file that is a link is not written through).
public struct ExportFolder: Sendable {
  /// The folder the user chose.
  public let root: URL

  /// The name of the file holding GitHub's object of a gist.
  public static let objectFile = "gist.json"
  /// The mark export leaves in each gist folder it made (in `.git` for a clone), holding the
  /// gist's id: a folder without it is not export's to write in, pull in, or empty.
  public static let marker = ".dehub-export-gist"

  /// Whose a gist's folder is.
  public enum Ownership: Equatable, Sendable {
    /// There is no folder yet.
    case absent
    /// Export made it (its mark is there).
    case ours
    /// An older export made it, as its state says, and it holds nothing else: it is marked
    /// and taken.
    case adoptable
    /// Someone else's: the sentence says what is there.
    case foreign(String)
  }

  /// The export folder at `root`, made when missing.
  public init(root: URL) throws(GistError) {
    self.root = root
    var status = stat()
    if stat(root.path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw GistError.local("\(root.path) is not a folder; export writes into a folder.")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    } catch {
      throw GistError.local("Cannot make the folder \(root.path).")
    }
  }

  /// Why `id` cannot name a folder, or nil when it can (letters and digits only).
  public static func refusal(id: String) -> String? {
    GistLink.isIdentifier(id) ? nil : "the server gave a gist id that is not a plain id"
  }

  /// Why gist file `name` cannot be written beside `gist.json`, or nil when it can.
  public static func refusal(fileName name: String) -> String? {
    if let refusal = LocalFiles.refusal(name) { return refusal }
    if name.lowercased() == ".git" { return "“.git” would make the folder a git repository" }
    if name == objectFile {
      return "the name is export's own (its text is in gist.json's \"files\")"
    }
    return nil
  }

  /// The folder of gist `id`, which must pass `refusal(id:)`.
  public func folder(of id: String) -> URL {
    root.appendingPathComponent(id)
  }

  /// Whether gist `id`'s folder is there (a folder, not a link).
  public func has(_ id: String) -> Bool {
    kind(of: folder(of: id)) == S_IFDIR
  }

  /// Where the mark of gist `id`'s folder is.
  func markerFile(of id: String, git: Bool) -> URL {
    let folder = folder(of: id)
    return (git ? folder.appendingPathComponent(".git") : folder).appendingPathComponent(
      Self.marker)
  }

  /// Whose gist `id`'s folder is: export's when its mark names the id; an older export's
  /// when `recorded` (its state's entry) lists it and it holds only what that entry lists
  /// (a clone: only a repository); else not export's to touch.
  public func ownership(of id: String, git: Bool, recorded: ExportState.Entry?) -> Ownership {
    let url = folder(of: id)
    switch kind(of: url) {
    case nil: return .absent
    case S_IFDIR: break
    case S_IFLNK: return .foreign("\(url.path) is a symbolic link")
    default: return .foreign("\(url.path) is not a folder")
    }
    let mark = (try? LocalFiles.read(markerFile(of: id, git: git))) ?? nil
    if mark?.trimmingWhitespace() == id { return .ours }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    if let recorded {
      let allowed = Set(git ? [".git"] : recorded.files + [Self.objectFile])
      if names.allSatisfy({ allowed.contains($0) }), !git || names.contains(".git") {
        return .adoptable
      }
    }
    return .foreign(
      "\(url.path) is there already and export did not make it"
        + (names.isEmpty
          ? "" : " (it holds \(names.count) \(names.count == 1 ? "entry" : "entries"))"))
  }

  /// Marks gist `id`'s folder as export's.
  public func mark(_ id: String, git: Bool) throws(GistError) {
    try LocalFiles.write(id + "\n", to: markerFile(of: id, git: git), mode: 0o600)
  }

  /// Makes the folder of gist `id` when missing, with `mode` (`FileModes`); a link or a
  /// file in its place is refused.
  @discardableResult
  public func make(_ id: String, mode: mode_t = 0o755) throws(GistError) -> URL {
    let url = folder(of: id)
    switch kind(of: url) {
    case S_IFDIR: return url
    case nil:
      guard mkdir(url.path, mode) == 0 || errno == EEXIST, kind(of: url) == S_IFDIR else {
        throw GistError.local(
          "Cannot make the folder \(url.path): \(String(cString: strerror(errno))).")
      }
      return url
    case S_IFLNK:
      throw GistError.local("\(url.path) is a symbolic link; not followed, gist \(id) not written.")
    default:
      throw GistError.local("\(url.path) is not a folder; gist \(id) not written.")
    }
  }

  /// Removes what export wrote of gist `id` (a plain export's folder, marked as export's):
  /// `files` one by one, `gist.json` and the mark, then the folder if that left it empty
  /// (what the user put there stays, and the answer is false). Nothing is removed from a
  /// folder export did not make, nor a folder whole: a clone stays (false).
  public func remove(_ id: String, files: [String], git: Bool) throws(GistError) -> Bool {
    let url = folder(of: id)
    guard !git, ownership(of: id, git: false, recorded: nil) == .ours else {
      return kind(of: url) == nil
    }
    for name in files + [Self.objectFile, Self.marker]
    where Self.refusal(fileName: name) == nil || name == Self.objectFile || name == Self.marker {
      try LocalFiles.remove(url.appendingPathComponent(name))
    }
    return rmdir(url.path) == 0
  }

  /// The kind of what is at `url` (`S_IFDIR`, `S_IFLNK`, ...), links not followed; nil when
  /// nothing is there.
  private func kind(of url: URL) -> mode_t? {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }
}
