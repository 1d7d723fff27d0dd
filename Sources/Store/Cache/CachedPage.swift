import FoundationEssentials
import GistValues

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
  /// GitHub's bytes of its gists, by id, where they are known and the gist is unchanged
  /// since: the cache keeps these rather than an encoding of its own, and `list --json`
  /// prints them.
  public var raw: [String: Data]

  /// A page.
  public init(
    url: URL?, etag: String?, next: URL?, fetchedAt: Date, gists: [Gist], raw: [String: Data] = [:]
  ) {
    self.url = url
    self.etag = etag
    self.next = next
    self.fetchedAt = fetchedAt
    self.gists = gists
    self.raw = raw
  }

  /// Pages are equal when they say the same: GitHub's bytes are one spelling of the gists.
  public static func == (left: CachedPage, right: CachedPage) -> Bool {
    left.url == right.url && left.etag == right.etag && left.next == right.next
      && left.fetchedAt == right.fetchedAt && left.gists == right.gists
  }

  /// The page as the cache stores it: a JSON array of GitHub's bytes for each gist where
  /// known, else the gist encoded.
  public var body: Data {
    let encoder = GistJSON.encoder()
    var body = Data("[".utf8)
    for (index, gist) in gists.enumerated() {
      if index > 0 { body.append(UInt8(ascii: ",")) }
      if let bytes = raw[gist.id] {
        body.append(bytes)
      } else {
        body.append((try? encoder.encode(gist)) ?? Data("{}".utf8))
      }
    }
    body.append(UInt8(ascii: "]"))
    return body
  }
}
