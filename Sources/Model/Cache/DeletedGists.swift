import Basics
import FoundationEssentials
import Glibc

/// The whole copies of the gists an account deleted through dehub, kept for a week next to
/// the cache (`$XDG_CACHE_HOME/dehub/deleted/ACCOUNT/ID.json`, the folders 0700 and the
/// files 0600: they hold secret gists too), so a delete can be undone and `dehub undelete`
/// can make one again. Older copies are let go when the store is read or written.
public struct DeletedGists: Sendable {
  /// How long a deleted gist's copy is kept.
  public static let keptFor: TimeInterval = 7 * 86_400

  /// The folder of this account's copies.
  public let folder: URL
  private let clock: @Sendable () -> Date

  /// The copies of `account` under `root`; `clock` tells the time (when a gist was deleted,
  /// which copies are past a week).
  public init(root: URL, account: String, clock: @escaping @Sendable () -> Date = Date.init) {
    folder = root.appendingPathComponent(account.percentEncoded())
    self.clock = clock
  }

  /// The store beside the cache of `scope`, for its account (nil: no cache, or the account
  /// is not known yet).
  public init?(scope: CacheScope?) {
    guard let scope, let account = scope.account else { return nil }
    self.init(
      root: scope.cache.file.deletingLastPathComponent().appendingPathComponent("deleted"),
      account: account, clock: scope.cache.clock)
  }

  /// Keeps the whole `gist` as deleted now.
  public func keep(_ gist: Gist) throws(GistError) {
    let target = file(of: gist.id)
    do {
      for directory in [folder.deletingLastPathComponent(), folder] {
        try FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
        chmod(directory.path, 0o700)
      }
      let data = try GistJSON.encoder().encode(DeletedGist(gist: gist, deletedAt: clock()))
      let temporary = folder.appendingPathComponent(".\(gist.id).tmp")
      guard AtomicFile.write(data, to: target, through: temporary) else {
        throw GistError.local("Cannot keep a copy of the gist in \(target.path).")
      }
    } catch let error as GistError {
      throw error
    } catch {
      throw GistError.local("Cannot keep a copy of the gist in \(folder.path).")
    }
    prune()
  }

  /// The copies kept, the last deleted first (those past a week are let go).
  public func all() -> [DeletedGist] {
    prune()
    return copies().map(\.copy).sorted { $0.deletedAt > $1.deletedAt }
  }

  /// The copy of gist `id`, when kept (and not past a week).
  public func find(_ id: String) -> DeletedGist? {
    guard let copy = read(file(of: id)), isFresh(copy) else { return nil }
    return copy
  }

  /// Lets the copy of gist `id` go (it was made again, or its delete failed).
  public func forget(_ id: String) {
    unlink(file(of: id).path)
  }

  private func file(of id: String) -> URL {
    folder.appendingPathComponent("\(id.percentEncoded()).json")
  }

  private func isFresh(_ copy: DeletedGist) -> Bool {
    clock().timeIntervalSince(copy.deletedAt) <= Self.keptFor
  }

  /// Every readable copy with its file.
  private func copies() -> [(file: URL, copy: DeletedGist)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.compactMap { name in
      let file = folder.appendingPathComponent(name)
      return read(file).map { (file, $0) }
    }
  }

  private func read(_ file: URL) -> DeletedGist? {
    FileManager.default.contents(atPath: file.path).flatMap {
      try? GistJSON.decoder().decode(DeletedGist.self, from: $0)
    }
  }

  /// Lets the copies past a week go.
  private func prune() {
    for (file, copy) in copies() where !isFresh(copy) { unlink(file.path) }
  }
}
