import Basics
import FoundationEssentials
import Glibc

/// The token file written by `dehub auth login`: mode 0600, written atomically. A file
/// that group or others can read is refused, with the command that fixes it.
public struct TokenStore: Sendable {
  /// The file.
  public let file: URL

  /// A store at `file`.
  public init(file: URL) {
    self.file = file
  }

  /// Whether `token` can be a token: 1 to 255 visible ASCII characters, no spaces or
  /// control characters (a line break in a token would break the request's headers).
  public static func isWellFormed(_ token: String) -> Bool {
    !token.isEmpty && token.utf8.count <= 255 && token.utf8.allSatisfy { $0 > 32 && $0 < 127 }
  }

  /// The saved token, nil when there is no file.
  public func read() throws(GistError) -> String? {
    let path = file.path
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    if info.st_mode & 0o077 != 0 {
      throw GistError.local(
        "The token file \(path) can be read by other users; refusing to use it. "
          + "Fix it with: chmod 600 \(path)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GistError.local("The token file \(path) cannot be read.")
    }
    let token = String(decoding: data, as: UTF8.self)
      .trimmingWhitespace()
    return token.isEmpty ? nil : token
  }

  /// Saves `token` with mode 0600 (the folder is made 0700 when new).
  public func save(_ token: String) throws(GistError) {
    let folder = file.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw GistError.local("Cannot create \(folder.path) for the token.")
    }
    let temporary = folder.appendingPathComponent(".token-\(getpid())")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else {
      throw GistError.local("Cannot write the token file in \(folder.path).")
    }
    let bytes = Array((token + "\n").utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    fchmod(descriptor, 0o600)
    fsync(descriptor)
    close(descriptor)
    guard written == bytes.count, rename(temporary.path, file.path) == 0 else {
      unlink(temporary.path)
      throw GistError.local("Cannot write the token file \(file.path).")
    }
  }

  /// Removes the token file; true when there was one.
  @discardableResult
  public func delete() -> Bool {
    unlink(file.path) == 0
  }
}
