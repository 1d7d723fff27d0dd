import Basics
import FoundationEssentials
import GistValues
import Glibc

/// Opens a binary file of a gist (an image, a PDF) with the program the desktop chooses for
/// it, `xdg-open`, as a file manager would: its bytes are written to a copy of its own in a
/// private folder (0700, the file 0600) under dehub's cache, named as the gist names it, and
/// the viewer runs on its own, detached from the terminal. Copies older than a day go at
/// the next open.
public enum FileViewer {
  /// The program that opens files.
  public static let command = "xdg-open"

  /// Writes `bytes` as `name` in a fresh folder under `folder` and starts the viewer on it,
  /// finding it on `environment`'s `PATH`; the path of the copy.
  @discardableResult
  public static func open(
    _ bytes: Data, named name: String, in folder: URL, environment: [String: String]
  ) throws(GistError) -> String {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    guard
      let program = path.split(separator: ":").map({ "\($0)/\(command)" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      throw GistError.local("Cannot find \(command) to open the file; S saves it instead.")
    }
    removeOld(in: folder)
    let copy = try write(bytes, named: FileSaver.suggestion(for: name) ?? "file", in: folder)
    // Its output would draw over the full-screen screen: every stream is /dev/null.
    guard let child = ChildProcess.start([program, copy], environment: environment) else {
      throw GistError.local("Cannot start \(command) to open the file; S saves it instead.")
    }
    child.detach()
    return copy
  }

  /// Writes the copy: a new folder of its own (so two files of one name never meet), then
  /// the file, created new; its path.
  private static func write(_ bytes: Data, named name: String, in folder: URL)
    throws(GistError) -> String
  {
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw GistError.local("Cannot make the folder \(folder.path) for the copy to open.")
    }
    chmod(folder.path, 0o700)
    var template = Array(folder.appendingPathComponent("XXXXXX").path.utf8CString)
    guard let made = mkdtemp(&template) else {
      throw GistError.local("Cannot make a folder in \(folder.path) for the copy to open.")
    }
    let copy = String(cString: made) + "/" + name
    let descriptor = Glibc.open(copy, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw GistError.local("Cannot write \(copy): \(String(cString: strerror(errno))).")
    }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes[(bytes.startIndex + written)...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        throw GistError.local("Cannot write \(copy): \(String(cString: strerror(errno))).")
      }
      written += count
    }
    return copy
  }

  /// Removes the copies opened more than a day ago (a viewer has read them long since).
  private static func removeOld(in folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let dayAgo = Date().addingTimeInterval(-86_400)
    for name in names {
      let url = folder.appendingPathComponent(name)
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      guard let modified = attributes?[.modificationDate] as? Date, modified < dayAgo else {
        continue
      }
      try? FileManager.default.removeItem(at: url)
    }
  }
}
