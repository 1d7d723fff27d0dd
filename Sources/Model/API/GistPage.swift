import FoundationEssentials

/// One page of a list, or word that it did not change (304).
public struct GistPage<Item: Sendable>: Sendable {
  /// The items, nil when the server said the page is unchanged.
  public var items: [Item]?
  /// The page's ETag, for `If-None-Match` next time.
  public var etag: String?
  /// The next page, when there is one.
  public var next: URL?
  /// The list's last page (`Link: rel="last"`), when the server said.
  public var last: URL?

  /// GitHub's bytes of each item, by id (gist pages), to keep and pass on unchanged.
  public var raw: [String: Data]

  /// The items' ids in order, when the page was read for its ids only
  /// (`GistAPI.Reading.identities`: `items` is then empty).
  public var ids: [String]?

  /// How many of the server's items were left out (a gist whose id is not a plain
  /// identifier), to be said.
  public var skipped = 0

  /// Whether the server answered 304 Not Modified.
  public var notModified: Bool { items == nil }

  /// A page.
  public init(items: [Item]?, etag: String?, next: URL?, raw: [String: Data] = [:]) {
    self.items = items
    self.etag = etag
    self.next = next
    self.raw = raw
  }
}
