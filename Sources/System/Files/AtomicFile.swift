import FoundationEssentials
import Glibc

/// A file written whole or not at all: a temporary file beside it (mode 0600), fsync, then a
/// rename over it, so a crash or a power loss leaves the old text or the new, never half.
public enum AtomicFile {
  /// Writes `data` to `target` (in a folder that exists) through `temporary`; false when it
  /// could not (the temporary file is removed).
  public static func write(_ data: Data, to target: URL, through temporary: URL) -> Bool {
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    fsync(descriptor)
    close(descriptor)
    guard written == data.count, rename(temporary.path, target.path) == 0 else {
      unlink(temporary.path)
      return false
    }
    return true
  }
}
