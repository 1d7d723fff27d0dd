import FoundationEssentials

/// What `dehub cache info` says.
public struct CacheInfo: Equatable, Sendable {
  /// The database file.
  public var path: String
  /// Its size on disk, in bytes.
  public var fileSize: Int
  /// The schema version.
  public var schemaVersion: String
  /// The accounts (`host/login`) it holds data for.
  public var accounts: [String]
  /// Cached list pages.
  public var pages: Int
  /// Gists in the cached lists.
  public var listedGists: Int
  /// Whole gists (with content) cached.
  public var documents: Int
  /// Their size, in bytes.
  public var documentBytes: Int
  /// The size past which the least recently used documents are evicted.
  public var limitBytes: Int
}
