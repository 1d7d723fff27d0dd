import Foundation
import Synchronization
import TestSupport
import Testing

@testable import GistValues
@testable import Store

/// Issue 19, items 4 and 5: only real damage moves the cache aside. A locked cache is left
/// alone (it was replaced by an empty one), processes starting together on a new file never
/// race the schema, damaged pages are noticed whenever SQLite reports them, and `clear`
/// always leaves a working empty cache.
@Suite struct CacheFailureTests {
  let folder = GistCacheTests.Folder()
  static let account = GistCacheTests.account

  var file: URL { folder.url.appendingPathComponent(GistCache.fileName) }

  func asideFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? [])
      .filter { $0.contains(".broken-") }
  }

  /// A cache holding three pages of 100 gists each (many database pages).
  func filledCache() throws -> GistCache {
    let cache = try GistCache(folder: folder.url)
    let pages = (0..<3).map { page in
      GistCacheTests.page((0..<100).map { "g\(page)-\($0)-" + String(repeating: "x", count: 40) })
    }
    cache.pages.save(pages, account: Self.account, list: "mine")
    #expect(cache.pages.all(account: Self.account, list: "mine").count == 3)
    return cache
  }

  func damagePages() throws {
    try DamagedFile.damagePages(of: file)
  }

  /// A connection of its own (as another process's would be) that may hold a transaction
  /// open between calls.
  static func holder(_ file: URL) throws -> DatabaseQueue {
    try DatabaseQueue(path: file.path)
  }

  @Test func aLockedCacheIsLeftAloneAndSaysSo() throws {
    _ = try filledCache()
    let before = try Data(contentsOf: file)
    // Another process (a connection of its own) holds the file exclusively.
    let holder = try Self.holder(file)
    try holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
    #expect {
      _ = try GistCache(folder: folder.url, busyTimeout: 0.2)
    } throws: { error in
      let message = (error as? GistError)?.message ?? ""
      return message.contains("(another dehub is using it)")
        && message.hasSuffix("going on without it.")
    }
    try holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
    try holder.close()
    #expect(asideFiles().isEmpty)
    #expect(try Data(contentsOf: file) == before)
    let reopened = try GistCache(folder: folder.url)
    #expect(reopened.notice == nil)
    #expect(reopened.pages.all(account: Self.account, list: "mine").count == 3)
  }

  @Test func aCacheLockedWhileOpenIsNotReplacedEither() throws {
    let cache = try GistCache(folder: folder.url, busyTimeout: 0.2)
    cache.pages.save([GistCacheTests.page(["a"])], account: Self.account, list: "mine")
    let holder = try Self.holder(file)
    try holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
    #expect(cache.pages.all(account: Self.account, list: "mine").isEmpty)  // busy: nothing read
    try holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
    try holder.close()
    #expect(cache.notice == nil && asideFiles().isEmpty)
    #expect(cache.pages.all(account: Self.account, list: "mine").count == 1)
  }

  @Test(arguments: 0..<20) func processesStartingTogetherOnANewCacheNeverRace(trial: Int)
    async throws
  {
    let folder = self.folder.url.appendingPathComponent("trial-\(trial)")
    // Eight connections at once, waiting on each other's locks: on threads of their own,
    // never on the cooperative pool, which the loopback servers of other tests need (a
    // blocked pool starved one into a timeout).
    let notices = try await onOwnThread { () -> [String] in
      let said = Mutex<[String]>([])
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        let notice: String?
        do {
          notice = try GistCache(folder: folder).notice
        } catch {
          notice = (error as? GistError)?.message ?? "\(error)"
        }
        if let notice { said.withLock { $0.append(notice) } }
      }
      return said.withLock { $0 }
    }.get()
    #expect(notices.isEmpty, "\(notices)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    #expect(!names.contains { $0.contains(".broken-") }, "\(names)")
  }

  @Test func damagedPagesAreNoticedAndTheCacheRebuilt() throws {
    let cache = try filledCache()
    try damagePages()
    #expect(cache.pages.all(account: Self.account, list: "mine").isEmpty)
    #expect(cache.notice?.hasPrefix("The cache was unreadable") == true, "\(cache.notice ?? "")")
    #expect(asideFiles().count == 1)
    // The rebuilt cache works at once.
    cache.pages.save([GistCacheTests.page(["after"])], account: Self.account, list: "mine")
    #expect(cache.pages.all(account: Self.account, list: "mine").first?.gists.first?.id == "after")
    #expect(cache.info().schemaVersion == "v6: starred gists and forks found by index")
  }

  @Test func infoOnADamagedFileDescribesTheRebuiltCache() throws {
    let cache = try filledCache()
    try damagePages()
    let info = cache.info()
    #expect(info.schemaVersion == "v6: starred gists and forks found by index")
    #expect(info.pages == 0)
    #expect(cache.notice != nil)
  }

  @Test func clearAlwaysLeavesAWorkingEmptyCache() throws {
    let cache = try filledCache()
    try damagePages()
    try cache.clear()
    #expect(cache.info().pages == 0)
    cache.pages.save([GistCacheTests.page(["new"])], account: Self.account, list: "mine")
    #expect(cache.pages.all(account: Self.account, list: "mine").count == 1)
  }
}
