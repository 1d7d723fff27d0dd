import FoundationEssentials
import Glibc

/// Why a local file cannot be read, in the system's words made short ("no such file",
/// "permission denied", "it is a folder"), for "Cannot read PATH: REASON."
public enum UnreadableFile {
  /// The reason `path` cannot be read now.
  public static func reason(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return words(errno) }
    if info.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return words(errno) }
    close(descriptor)
    return "it could not be read to the end"
  }

  /// `code` (an `errno`) in words: the common ones short, the rest as the system says them.
  static func words(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES, EPERM: return "permission denied"
    case ENOTDIR: return "a part of the path is not a folder"
    case ELOOP: return "too many symbolic links"
    case ENAMETOOLONG: return "the name is too long"
    default:
      let text = String(cString: strerror(code))
      return text.prefix(1).lowercased() + text.dropFirst()
    }
  }
}
