import FoundationEssentials
import GistValues
import Glibc

/// Writes a gist's file into a folder under a name the user gave: a plain name only (no
/// folders, not hidden, nothing unprintable), never written through a symbolic link, and
/// an existing file is replaced only when the caller says so (after asking).
public enum FileSaver {
  /// How a save went.
  public enum Outcome: Equatable, Sendable {
    /// Written here.
    case saved(String)
    /// A file of that name is there already; nothing was written.
    case exists(String)
  }

  /// Why `name` cannot be a file name here, or nil when it can.
  public static func refusal(_ name: String) -> String? {
    if name.isEmpty { return "Give the file a name." }
    if name.contains("/") || name == "." || name == ".." {
      return "“\(name)” is not a plain file name (no folders)."
    }
    if name.hasPrefix(".") {
      return "“\(name)” would be hidden; give it a name without a leading dot."
    }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    {
      return "The name has characters a file name should not have."
    }
    if name.utf8.count > 255 { return "The name is too long for a file." }
    return nil
  }

  /// A name to suggest for a file the server called `name`: its last part, made plain
  /// (nil when nothing usable is left).
  public static func suggestion(for name: String) -> String? {
    let last = name.split(separator: "/").last.map(String.init) ?? ""
    var plain = String(
      String.UnicodeScalarView(
        last.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
    while plain.hasPrefix(".") { plain.removeFirst() }
    return refusal(plain) == nil ? plain : nil
  }

  /// Writes `text` to `name` in `folder`; an existing file is replaced only with `replacing`
  /// (and keeps its mode); a new one gets `mode` less the umask.
  public static func save(
    _ text: String, named name: String, in folder: URL, replacing: Bool, mode: mode_t = 0o644
  ) throws(GistError) -> Outcome {
    try save(
      bytes: Data(text.utf8), named: name, in: folder, replacing: replacing, mode: mode)
  }

  /// Writes `bytes` (a binary file's, exactly) to `name` in `folder`, as `save` writes text.
  public static func save(
    bytes data: Data, named name: String, in folder: URL, replacing: Bool, mode: mode_t = 0o644
  ) throws(GistError) -> Outcome {
    if let refusal = refusal(name) { throw GistError.local(refusal) }
    let path = folder.appendingPathComponent(name).path
    let notRegular = GistError.local(
      "\(path) is not a regular file (a FIFO, a device or a folder); not written.")
    // Non-blocking: opening a FIFO to write waits for a reader (the browser hung for good).
    var flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
    flags |= replacing ? O_TRUNC : O_EXCL
    let descriptor = open(path, flags, mode)
    guard descriptor >= 0 else {
      let code = errno
      if code == EEXIST {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
          throw notRegular
        }
        return .exists(path)
      }
      if code == ELOOP { throw GistError.local("\(path) is a symbolic link; not written.") }
      if code == ENXIO || code == EISDIR { throw notRegular }
      throw GistError.local("Could not write \(path): \(String(cString: strerror(code))).")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw notRegular
    }
    let bytes = Array(data)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else {
        throw GistError.local("Could not write \(path): \(String(cString: strerror(errno))).")
      }
      written += count
    }
    return .saved(path)
  }
}
