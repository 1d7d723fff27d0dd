/// One file of a link as the links screen names it: the link's path and the gist file's
/// name (empty for a link that could not be read).
public struct LinkedFile: Hashable, Sendable {
  /// The link's local path (a file, or a linked folder).
  public var path: String
  /// The gist file's name.
  public var name: String

  /// A linked file.
  public init(path: String, name: String) {
    self.path = path
    self.name = name
  }
}
