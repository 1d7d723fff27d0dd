import Glibc

/// The one rule for the modes of what dehub writes from a gist, for export, sync's pulls
/// and the browser's save alike: a secret gist's files are 0600 and the folders made for it
/// 0700 (only you read them, as its link is its only lock); a public gist's are 0644 and
/// 0755, less the umask. A file that is there already keeps its own mode.
public enum FileModes {
  /// The mode of a new file of a gist that is public or not.
  public static func file(isPublic: Bool) -> mode_t { isPublic ? 0o644 : 0o600 }

  /// The mode of a new folder made for a gist that is public or not.
  public static func folder(isPublic: Bool) -> mode_t { isPublic ? 0o755 : 0o700 }
}
