import FoundationEssentials
import GistValues

/// The gist side of links, as the link session needs it: a gist revalidated with its ETag
/// (the cached copy when the server says it did not change, or when it cannot be reached),
/// and changes sent. A protocol, so screens are tested with a fake.
public protocol LinkRemote: Sendable {
  /// Gist `id`, whole; `etag` is the one the link kept, to revalidate it.
  func fetch(id: String, etag: String?) throws(GistError) -> RemoteGist
  /// Sends `changes` to gist `id` (one PATCH); the gist as it is then.
  func update(id: String, _ changes: GistChanges) throws(GistError) -> Gist
  /// Creates a gist.
  func create(_ gist: NewGist) throws(GistError) -> Gist
  /// Commits binary files `binaries` (name to bytes) into `gist` through its git
  /// repository, removing the files named in `removing` in the same commit; the gist after.
  func commit(
    _ binaries: [String: Data], to gist: Gist, removing: [String]
  ) throws(GistError) -> Gist
  /// Whether binary files can be sent (git is there); text goes through the API alone.
  var takesBinaryFiles: Bool { get }
  /// The signed-in account's login, when known.
  var login: String? { get }
  /// The API's address, which links record.
  var host: String { get }
}

/// A gist as `LinkRemote.fetch` found it.
public struct RemoteGist: Sendable {
  /// The gist, whole.
  public var gist: Gist
  /// Its ETag, for the next revalidation.
  public var etag: String?
  /// When the server could not be reached: when the cached copy was fetched.
  public var offlineSince: Date?

  /// A fetched gist.
  public init(gist: Gist, etag: String?, offlineSince: Date? = nil) {
    self.gist = gist
    self.etag = etag
    self.offlineSince = offlineSince
  }
}
