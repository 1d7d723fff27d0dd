import Foundation

/// One page of a gist list as the cache keeps it: where it came from, its ETag, the next
/// page's address, when it was fetched, and its gists.
public struct CachedPage: Equatable, Sendable {
  /// The page's address; nil for the first page (whose route the list knows).
  public var url: URL?
  /// The page's ETag, for `If-None-Match`.
  public var etag: String?
  /// The next page's address.
  public var next: URL?
  /// When it was fetched.
  public var fetchedAt: Date
  /// The gists on it.
  public var gists: [Gist]

  /// A page.
  public init(url: URL?, etag: String?, next: URL?, fetchedAt: Date, gists: [Gist]) {
    self.url = url
    self.etag = etag
    self.next = next
    self.fetchedAt = fetchedAt
    self.gists = gists
  }
}
