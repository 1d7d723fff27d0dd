import Basics
import FoundationEssentials
import GistValues
import Glibc
import System

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
      // The file's time is when it was kept, by the store's clock: pruning reads no copy.
      let kept = clock().timeIntervalSince1970
      var times = [
        timespec(tv_sec: Int(kept), tv_nsec: 0), timespec(tv_sec: Int(kept), tv_nsec: 0),
      ]
      utimensat(AT_FDCWD, target.path, &times, 0)
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
    return copies().map(\.copy).filter(isFresh).sorted { $0.deletedAt > $1.deletedAt }
  }

  /// The copy of gist `id`, when kept (and not past a week).
  public func find(_ id: String) -> DeletedGist? {
    guard let copy = read(file(of: id), id: id), isFresh(copy) else { return nil }
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
  /// The copies kept, each read as the gist its file is named for: a copy whose inner id
  /// is another's is left out (it would list under one id and restore under the other).
  private func copies() -> [(file: URL, copy: DeletedGist)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.compactMap { name in
      let file = folder.appendingPathComponent(name)
      guard let id = String(name.dropLast(5)).percentDecoded() else { return nil }
      return read(file, id: id).map { (file, $0) }
    }
  }

  /// The copy in `file`, when it is gist `id`'s and not larger than a copy can be.
  private func read(_ file: URL, id: String) -> DeletedGist? {
    var status = stat()
    guard stat(file.path, &status) == 0, status.st_size <= Self.largestCopy,
      let data = FileManager.default.contents(atPath: file.path),
      let copy = try? GistJSON.decoder().decode(DeletedGist.self, from: data),
      copy.gist.id == id
    else { return nil }
    return copy
  }

  /// The largest copy read: a gist of many big files; a larger file is not one dehub kept.
  static let largestCopy = 128 << 20

  /// Removes the copies older than a week, by their files' times: nothing is read (a
  /// 300 MB copy was parsed at every delete of any gist).
  private func prune() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let oldest = clock().addingTimeInterval(-Self.keptFor).timeIntervalSince1970
    for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
      var status = stat()
      let path = folder.appendingPathComponent(name).path
      guard stat(path, &status) == 0 else { continue }
      if Double(status.st_mtim.tv_sec) < oldest { unlink(path) }
    }
  }
}
