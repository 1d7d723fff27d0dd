import FoundationEssentials
import Glibc
import Model

/// The folder `dehub export` writes, used safely: gist ids and file names come from the
/// server, so a folder is made only for a plain gist id and a file only for a plain name
/// (never `..`, a path, or `.git`); a symbolic link in the folder is never followed (a
/// gist's folder that is a link is refused, a file that is a link is not written through).
public struct ExportFolder: Sendable {
  /// The folder the user chose.
  public let root: URL

  /// The name of the file holding GitHub's object of a gist.
  public static let objectFile = "gist.json"

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

  /// Removes gist `id`'s folder: with `files` (a plain export), only those, `gist.json` and
  /// then the folder if it is empty (what the user put there stays, and the answer is
  /// false); without (a clone), the whole folder. A link in its place is removed itself.
  public func remove(_ id: String, files: [String]?) throws(GistError) -> Bool {
    let url = folder(of: id)
    switch kind(of: url) {
    case nil: return true
    case S_IFDIR: break
    default:
      try LocalFiles.remove(url)
      return true
    }
    guard let files else {
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        throw GistError.local("Cannot remove \(url.path).")
      }
      return true
    }
    for name in files + [Self.objectFile]
    where Self.refusal(fileName: name) == nil || name == Self.objectFile {
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
