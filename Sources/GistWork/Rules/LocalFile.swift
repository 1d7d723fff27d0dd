import FoundationEssentials
import Glibc

/// Why a local file the user named cannot be read, in the system's words.
public enum LocalFile {
  /// The reason `path` cannot be read ("no such file or directory", "it is a folder"), or
  /// nil when it can be opened for reading.
  public static func unreadable(_ path: String) -> String? {
    var isFolder = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder {
      return "it is a folder"
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor < 0 else {
      close(descriptor)
      return nil
    }
    let reason = String(cString: strerror(errno))
    return reason.prefix(1).lowercased() + reason.dropFirst()
  }
}
