import FoundationEssentials
import GistValues
import Glibc

/// The local side of links, read and written safely: only regular files are read (a
/// symbolic link is refused, never followed out of the folder); a file is written
/// atomically (a temporary file in the same folder, fsync, then a rename over it, its mode
/// kept), so a crash leaves the old text or the new, never a mix; and a name from the
/// server is used only when it is a plain name inside the folder.
public enum LocalFiles {
  /// The prefix of the temporary files a write makes (a listing leaves them out).
  public static let temporaryPrefix = ".dehub-"

  /// Why gist file `name` cannot be a file of a linked folder, or nil when it can: a plain
  /// name, no folders, nothing unprintable.
  public static func refusal(_ name: String) -> String? {
    if name.isEmpty || name == "." || name == ".." || name.contains("/") {
      return "“\(name)” is not a plain file name (gists have no folders)"
    }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    {
      return "the name has characters a file name should not have"
    }
    if name.hasPrefix(temporaryPrefix) { return "dehub uses names starting \(temporaryPrefix)" }
    if name.lowercased() == ".git" { return "“.git” would make the folder a git repository" }
    if name.utf8.count > 255 { return "the name is too long for a file" }
    return nil
  }

  /// The regular files of `folder`, by name, and what was left out with why (folders,
  /// symbolic links, devices: gists have no subfolders).
  public static func list(_ folder: URL) throws(GistError) -> (
    names: [String], skipped: [(name: String, reason: String)]
  ) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      throw GistError.local("Cannot read the folder \(folder.path).")
    }
    var names: [String] = []
    var skipped: [(String, String)] = []
    for name in entries.sorted() where !name.hasPrefix(temporaryPrefix) {
      var status = stat()
      guard lstat(folder.appendingPathComponent(name).path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        if let refusal = refusal(name) {
          skipped.append((name, refusal))
        } else {
          names.append(name)
        }
      case S_IFDIR: skipped.append((name, "a folder (gists have no subfolders)"))
      case S_IFLNK: skipped.append((name, "a symbolic link (not followed)"))
      default: skipped.append((name, "not a regular file"))
      }
    }
    return (names, skipped)
  }

  /// The text of the regular file at `url`; nil when there is no file there.
  public static func read(_ url: URL) throws(GistError) -> String? {
    guard let content = try content(url) else { return nil }
    guard let text = content.text else {
      throw GistError.local("\(url.path) is not text (gists hold UTF-8 text).")
    }
    return text
  }

  /// The content of the regular file at `url`, text or a binary file's bytes; nil when
  /// there is no file there.
  public static func content(_ url: URL) throws(GistError) -> SyncContent? {
    let path = url.path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      if code == ELOOP { throw GistError.local("\(path) is a symbolic link; not followed.") }
      throw GistError.local("Cannot read \(path): \(String(cString: strerror(code))).")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw GistError.local("\(path) is not a regular file.")
    }
    // Refused before it is read whole: a 1 GB file in a linked folder is not a gist's.
    guard status.st_size <= BodyLimit.sendFile else {
      throw GistError.local(
        "\(path) is \(BodyLimit.megabytes(Int(status.st_size))), more than dehub sends to "
          + "GitHub (\(BodyLimit.megabytes(BodyLimit.sendFile))).")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return SyncContent(bytes: Data(bytes))
  }

  /// Writes `text` to `url` atomically, keeping the mode of the file it replaces (a new file
  /// gets `mode` less the umask: `FileModes`). A symbolic link or anything but a regular
  /// file there is refused, so a write never goes through a link out of the folder.
  public static func write(_ text: String, to url: URL, mode: mode_t = 0o644) throws(GistError) {
    try write(bytes: Array(text.utf8), to: url, mode: mode)
  }

  /// Writes `bytes` to `url` as `write(_:to:mode:)` writes text: atomically, the mode kept,
  /// never through a symbolic link.
  public static func write(bytes: [UInt8], to url: URL, mode newMode: mode_t = 0o644)
    throws(GistError)
  {
    let path = url.path
    let folder = url.deletingLastPathComponent()
    var mode: mode_t?
    var status = stat()
    if lstat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFREG else {
        throw GistError.local("\(path) is not a regular file (a symbolic link?); not written.")
      }
      mode = status.st_mode & 0o7777
    }
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary =
        folder.appendingPathComponent(
          "\(temporaryPrefix)\(getpid())-\(attempt)-\(url.lastPathComponent.prefix(40))"
        ).path
      descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode ?? newMode)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw GistError.local(
        "Cannot write in \(folder.path): \(String(cString: strerror(errno))).")
    }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    if let mode { fchmod(descriptor, mode) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written == bytes.count, synced, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw GistError.local("Cannot write \(path): \(reason); the file is as it was.")
    }
  }

  /// Removes the temporary files a dehub that was killed mid-write left in `folder`
  /// (`.dehub-PID-…` of a process that is gone); the others are being written now.
  public static func removeStaleTemporaries(in folder: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(temporaryPrefix) {
      let rest = name.dropFirst(temporaryPrefix.count)
      guard let pid = Int32(rest.prefix { $0.isNumber }), pid > 0,
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder.appendingPathComponent(name).path)
    }
  }

  /// Removes the file at `url` (a symbolic link itself, never what it points to).
  public static func remove(_ url: URL) throws(GistError) {
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw GistError.local("Cannot remove \(url.path): \(String(cString: strerror(errno))).")
    }
  }
}
