import FoundationEssentials
import GistValues
import Glibc

/// An advisory lock on a file (`flock`), so one process at a time reads, changes and writes
/// a store (the links, an export's state, the outbox): two dehubs at once wait for each
/// other instead of each writing the whole file over the other's change.
public final class FileLock {
  private let descriptor: Int32

  /// Takes the lock of `file` (made 0600 when missing), waiting for another holder to let
  /// it go; an error when the file cannot be opened.
  public init(_ file: URL) throws(GistError) {
    let folder = file.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw GistError.local(
        "Cannot lock \(file.path): \(String(cString: strerror(errno))).")
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { break }
    }
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  /// Runs `body` holding the lock of `file`.
  public static func holding<T>(_ file: URL, _ body: () throws(GistError) -> T) throws(GistError)
    -> T
  {
    let lock = try FileLock(file)
    defer { withExtendedLifetime(lock) {} }
    return try body()
  }
}
