import FoundationEssentials
import GistValues
import Glibc
import System

/// The text of comments not sent yet, on disk beside the drafts
/// (`$XDG_STATE_HOME/dehub/drafts/comments/`), one file a comment: a new comment on a gist
/// (`GIST.md`), or a change to one of the user's comments (`GIST-COMMENT.md`). Written
/// atomically (a temporary file, fsync, rename), kept until GitHub has the comment, so a
/// failed send, a screen left, or dehub ended loses nothing of what was written.
public struct CommentDrafts: Sendable {
  /// The folder.
  public let folder: URL

  /// The comment drafts beside `drafts`.
  public init(beside drafts: DraftStore) {
    folder = drafts.folder.appendingPathComponent("comments")
  }

  /// A new comment on gist `gistID`, or (with `comment`) a change to that comment.
  public struct Key: Hashable, Sendable {
    let name: String

    /// The key of a comment on gist `gistID`, or of the change to comment `comment`.
    public init(gistID: String, comment: Int? = nil) {
      name = comment.map { "\(gistID)-\($0)" } ?? gistID
    }
  }

  private func file(_ key: Key) -> URL { folder.appendingPathComponent("\(key.name).md") }

  /// The text kept for `key`, nil when none.
  public func text(for key: Key) -> String? {
    FileManager.default.contents(atPath: file(key).path).flatMap {
      String(data: $0, encoding: .utf8)
    }
  }

  /// Keeps `text` for `key`; returns the file it is in.
  @discardableResult
  public func save(_ text: String, for key: Key) throws(GistError) -> URL {
    let target = file(key)
    let temporary = folder.appendingPathComponent(".\(key.name).tmp")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw GistError.local("Cannot keep the comment in \(folder.path).")
    }
    guard AtomicFile.write(Data(text.utf8), to: target, through: temporary) else {
      throw GistError.local("Cannot keep the comment in \(target.path).")
    }
    return target
  }

  /// Lets the text for `key` go (GitHub has it).
  public func remove(_ key: Key) {
    unlink(file(key).path)
  }
}
