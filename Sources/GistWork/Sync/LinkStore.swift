import FoundationEssentials
import GistValues
import Glibc
import System

/// The links, in `links.json` in dehub's state folder (`$XDG_STATE_HOME/dehub/`), written
/// atomically (a temporary file, fsync, rename). Paths are kept absolute and standardised,
/// so `dehub status notes` and `dehub status ~/notes` find the same link.
public struct LinkStore: Sendable {
  /// The file.
  public let file: URL

  /// The store in the state folder `state`.
  public init(state: URL) {
    file = state.appendingPathComponent("links.json")
  }

  private struct Contents: Codable {
    var links: [Link]
  }

  /// Every link, ordered by path; none when the file is missing.
  public func all() throws(GistError) -> [Link] {
    guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
    let links: [Link]
    do {
      links = try GistJSON.decoder().decode(Contents.self, from: data).links
    } catch {
      throw GistError.local(
        "The links in \(file.path) cannot be read; fix or move the file (nothing was changed).")
    }
    // Read as a server's answer is: a link is an absolute path, a gist id and plain file
    // names, so no entry of the file can name a file outside its folder.
    return links.compactMap { link in
      guard link.path.hasPrefix("/"), LinkStore.absolute(link.path) == link.path,
        GistLink.isIdentifier(link.gistID)
      else { return nil }
      var link = link
      link.files = link.files.filter { LocalFiles.refusal($0.name) == nil }
      return link
    }
  }

  /// The link of `path` (absolute), when there is one.
  public func link(at path: String) throws(GistError) -> Link? {
    try all().first { $0.path == path }
  }

  /// The link whose path is `path` or holds it (a file in a linked folder).
  public func link(covering path: String) throws(GistError) -> Link? {
    try all().first { $0.path == path || ($0.isFolder && path.hasPrefix($0.path + "/")) }
  }

  /// Adds `link`, or replaces the one of the same path.
  public func save(_ link: Link) throws(GistError) {
    // Read, change and write under the store's lock: another dehub saving its own link at
    // the same time waits, and neither loses the other's baselines.
    try FileLock.holding(lockFile) { () throws(GistError) in
      var links = try all().filter { $0.path != link.path }
      links.append(link)
      try write(links.sorted { $0.path < $1.path })
    }
  }

  /// Removes the link of `path`; false when there was none.
  @discardableResult
  public func remove(path: String) throws(GistError) -> Bool {
    try FileLock.holding(lockFile) { () throws(GistError) -> Bool in
      let links = try all()
      let kept = links.filter { $0.path != path }
      guard kept.count != links.count else { return false }
      try write(kept)
      return true
    }
  }

  /// The file whose lock one writer at a time holds.
  var lockFile: URL { file.deletingLastPathComponent().appendingPathComponent(".links.lock") }

  private func write(_ links: [Link]) throws(GistError) {
    let folder = file.deletingLastPathComponent()
    let failure = GistError.local("Cannot save the links in \(file.path).")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let data = try GistJSON.encoder(pretty: true).encode(Contents(links: links))
      guard
        AtomicFile.write(
          data, to: file, through: folder.appendingPathComponent(".links.json.\(getpid()).tmp"))
      else { throw failure }
    } catch {
      throw failure
    }
  }

  /// `path` made absolute (against the working folder) and standardised, without a trailing
  /// slash.
  public static func absolute(_ path: String) -> String {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent(path)
    var text = url.standardizedFileURL.path
    while text.count > 1 && text.hasSuffix("/") { text.removeLast() }
    return text
  }
}
