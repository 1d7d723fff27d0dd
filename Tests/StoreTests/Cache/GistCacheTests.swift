import Foundation
import Synchronization
import Testing

@testable import GistValues
@testable import Store

/// The offline cache on real SQLite files in a folder of their own.
@Suite struct GistCacheTests {
  final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-cache-\(UUID())")
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  let folder = Folder()
  static let account = GistCache.account(host: "https://api.github.com", login: "ada")

  static func gist(_ id: String, content: String? = nil, size: Int = 10) -> Gist {
    Gist(
      id: id, description: "gist \(id)",
      files: [GistFile(filename: "\(id).txt", language: "Text", size: size, content: content)],
      owner: GistUser(login: "ada", id: 1), updatedAt: Date(timeIntervalSince1970: 1_000))
  }

  static func page(_ ids: [String], next: URL? = nil, url: URL? = nil) -> CachedPage {
    CachedPage(
      url: url, etag: "W/\"\(ids.joined())\"", next: next,
      fetchedAt: Date(timeIntervalSince1970: 5_000), gists: ids.map { gist($0) })
  }

  /// Issue 19, item 7: with `~/.cache/dehub` already 755, the database was 644, so secret
  /// gists were readable by other users. Folder 700 and files 600, on every open.
  @Test func theCacheIsTheUsersAloneOnEveryOpen() throws {
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    chmod(folder.url.path, 0o755)
    func mode(_ path: String) -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
    }
    let cache = try GistCache(folder: folder.url)
    cache.documents.save(Self.gist("secret", content: "s"), account: Self.account)
    #expect(mode(folder.url.path) == 0o700)
    let database = cache.file.path
    #expect(mode(database) == 0o600)
    chmod(database, 0o644)
    _ = try GistCache(folder: folder.url)
    #expect(mode(database) == 0o600, "mended on the next open")
    for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: database + suffix) {
      #expect(mode(database + suffix) == 0o600, "\(suffix)")
    }
  }

  /// The list marks its rows with the stars and forks the cache knows, before its first
  /// paint: from a cached Starred page or the index's flags, and answered from indexes
  /// alone (a scan of the index's rows read the whole file, 27 MB with 10,000 gists).
  @Test func marksComeFromStarredPagesAndTheIndexFlagsByIndex() throws {
    let cache = try GistCache(folder: folder.url)
    cache.pages.save([Self.page(["s1"])], account: Self.account, list: "starred")
    let index = cache.searchIndex(account: Self.account)
    index.record(list: [Self.gist("s2")], starred: true)
    var fork = Self.gist("f1", content: "x")
    fork.forkOf = GistForkSource(id: "orig", owner: GistUser(login: "bob", id: 2))
    index.record(document: fork)
    index.record(list: [Self.gist("plain")], mine: true)
    let marks = cache.marks(account: Self.account)
    #expect(marks.starred == ["s1", "s2"])
    #expect(marks.forks == ["f1"])
    #expect(cache.marks(account: "elsewhere/ada") == GistMarks())
    let queue = try DatabaseQueue(path: cache.file.path)
    let plans = try queue.read { db in
      try [
        // The queries `marks` makes (the planner alone would pick the recency index).
        "SELECT id FROM search_gists INDEXED BY search_gists_starred WHERE account = 'a' AND starred",
        "SELECT id FROM search_gists INDEXED BY search_gists_forks WHERE account = 'a' AND is_fork",
      ].map { sql in
        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { $0["detail"] as String }
          .joined()
      }
    }
    #expect(plans[0].contains("COVERING INDEX search_gists_starred"), "\(plans[0])")
    #expect(plans[1].contains("COVERING INDEX search_gists_forks"), "\(plans[1])")
  }

  @Test func listsAndWholeGistsRoundTripAndAccountsNeverMix() throws {
    let cache = try GistCache(folder: folder.url)
    #expect(cache.notice == nil)
    let second = URL(string: "https://api.github.com/gists?page=2")
    let pages = [Self.page(["a", "b"], next: second), Self.page(["c"], url: second)]
    cache.pages.save(pages, account: Self.account, list: "mine")
    #expect(cache.pages.all(account: Self.account, list: "mine") == pages)
    #expect(cache.pages.all(account: Self.account, list: "mine", firstOnly: true) == [pages[0]])
    let whole = Self.gist("a", content: "hello")
    cache.documents.save(whole, account: Self.account)
    #expect(cache.documents.gist(account: Self.account, id: "a") == whole)

    let other = GistCache.account(host: "https://github.example.com/api/v3", login: "ada")
    let bob = GistCache.account(host: "https://api.github.com", login: "bob")
    for account in [other, bob] {
      #expect(cache.pages.all(account: account, list: "mine").isEmpty)
      #expect(cache.documents.gist(account: account, id: "a") == nil)
    }
    cache.accounts.remember(host: "https://api.github.com", fingerprint: "f1", login: "ada")
    #expect(cache.accounts.login(host: "https://api.github.com", fingerprint: "f1") == "ada")
    #expect(cache.accounts.login(host: "https://api.github.com", fingerprint: "f2") == nil)
    #expect(
      cache.accounts.login(host: "https://github.example.com/api/v3", fingerprint: "f1") == nil)

    // A new process sees the same.
    let reopened = try GistCache(folder: folder.url)
    #expect(reopened.pages.all(account: Self.account, list: "mine") == pages)
    #expect(reopened.info().schemaVersion == "v6: starred gists and forks found by index")
    #expect(reopened.info().listedGists == 3 && reopened.info().documents == 1)
    // The file's size as the system gives it (FoundationEssentials' attributes said 0).
    let size = try FileManager.default.attributesOfItem(atPath: reopened.file.path)[.size]
    #expect(reopened.info().fileSize > 0)
    #expect("\(reopened.info().fileSize)" == "\(size ?? "")")
  }

  @Test func writesThroughKeepListsRight() throws {
    let cache = try GistCache(folder: folder.url)
    cache.pages.save([Self.page(["a", "b"])], account: Self.account, list: "mine")
    cache.pages.save([Self.page(["b"])], account: Self.account, list: "starred")
    var edited = Self.gist("b", content: "new")
    edited.description = "edited"
    cache.changed(edited, account: Self.account)
    #expect(
      cache.pages.all(account: Self.account, list: "mine")[0].gists[1].description == "edited")
    #expect(
      cache.pages.all(account: Self.account, list: "starred")[0].gists[0].description == "edited")
    #expect(
      cache.pages.all(account: Self.account, list: "mine")[0].gists[1].files[0].content == nil)
    #expect(cache.documents.gist(account: Self.account, id: "b")?.files[0].content == "new")
    cache.changed(Self.gist("n", content: "x"), account: Self.account, addTo: ["mine"])
    #expect(
      cache.pages.all(account: Self.account, list: "mine")[0].gists.map(\.id) == ["n", "a", "b"])
    cache.starred("a", true, account: Self.account)
    #expect(
      cache.pages.all(account: Self.account, list: "starred")[0].gists.map(\.id) == ["a", "b"])
    cache.starred("b", false, account: Self.account)
    #expect(cache.pages.all(account: Self.account, list: "starred")[0].gists.map(\.id) == ["a"])
    cache.removed("a", account: Self.account)
    #expect(cache.pages.all(account: Self.account, list: "mine")[0].gists.map(\.id) == ["n", "b"])
    #expect(cache.pages.all(account: Self.account, list: "starred")[0].gists.isEmpty)
  }

  /// A token's login remembered again is not written again (every start learns it anew);
  /// a changed one is. SQLite's file change counter (header bytes 24...27) counts commits.
  @Test func aLoginRememberedAgainWritesNothing() throws {
    let cache = try GistCache(folder: folder.url)
    func commits() throws -> [UInt8] { Array(try Data(contentsOf: cache.file)[24..<28]) }
    cache.accounts.remember(host: "https://api.github.com", fingerprint: "f1", login: "ada")
    let once = try commits()
    cache.accounts.remember(host: "https://api.github.com", fingerprint: "f1", login: "ada")
    #expect(try commits() == once)
    cache.accounts.remember(host: "https://api.github.com", fingerprint: "f1", login: "ada2")
    #expect(try commits() != once)
    #expect(cache.accounts.login(host: "https://api.github.com", fingerprint: "f1") == "ada2")
  }

  /// A gist viewed again unchanged writes nothing within a minute; a change is written.
  @Test func anUnchangedWholeGistIsNotWrittenAgain() throws {
    let clock = ManualClock()
    let cache = try GistCache(folder: folder.url, clock: clock.now)
    let gist = Self.gist("w", content: "text")
    cache.documents.save(gist, account: Self.account)
    let first = cache.documents.dated(account: Self.account, id: "w")?.fetchedAt
    clock.advance(by: 30)
    cache.documents.save(gist, account: Self.account)
    #expect(cache.documents.dated(account: Self.account, id: "w")?.fetchedAt == first)
    clock.advance(by: 60)
    cache.documents.save(gist, account: Self.account)
    #expect(
      cache.documents.dated(account: Self.account, id: "w")?.fetchedAt == first.map { $0 + 90 })
    cache.documents.save(Self.gist("w", content: "changed"), account: Self.account)
    #expect(cache.documents.gist(account: Self.account, id: "w")?.files[0].content == "changed")
  }

  @Test func wholeGistsPastTheLimitAreEvictedLeastRecentlyUsedFirst() throws {
    let clock = ManualClock()
    let cache = try GistCache(folder: folder.url, limitBytes: 3_600, clock: clock.now)
    let body = String(repeating: "x", count: 800)
    for id in ["one", "two", "three"] {
      cache.documents.save(Self.gist(id, content: body), account: Self.account)
      clock.advance(by: 1)
    }
    #expect(cache.documents.gist(account: Self.account, id: "one") != nil)  // used: now the newest
    clock.advance(by: 1)
    cache.documents.save(Self.gist("four", content: body), account: Self.account)
    #expect(cache.info().documentBytes <= 3_600)
    #expect(cache.documents.gist(account: Self.account, id: "two") == nil)
    #expect(cache.documents.gist(account: Self.account, id: "one") != nil)
    #expect(cache.documents.gist(account: Self.account, id: "four") != nil)
  }

  @Test func aCorruptFileIsMovedAsideAndRebuilt() throws {
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let file = folder.url.appendingPathComponent(GistCache.fileName)
    try Data(String(repeating: "not a database ", count: 500).utf8).write(to: file)
    let cache = try GistCache(folder: folder.url)
    #expect(cache.notice?.hasPrefix("The cache was unreadable") == true)
    #expect(cache.notice?.contains("rebuilt") == true)
    cache.pages.save([Self.page(["a"])], account: Self.account, list: "mine")
    #expect(cache.pages.all(account: Self.account, list: "mine").count == 1)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(names.contains { $0.hasPrefix("\(GistCache.fileName).broken-") })
  }

  @Test func aForeignDatabaseIsMovedAsideNotUsed() throws {
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let file = folder.url.appendingPathComponent(GistCache.fileName)
    let foreign = try DatabaseQueue(path: file.path)
    try foreign.write { try $0.execute(sql: "CREATE TABLE recipes (name TEXT)") }
    try foreign.close()
    let cache = try GistCache(folder: folder.url)
    #expect(cache.notice?.contains("not a dehub cache") == true)
  }

  @Test func anOlderSchemaIsMigratedKeepingItsData() throws {
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let file = folder.url.appendingPathComponent(GistCache.fileName)
    let old = try DatabaseQueue(path: file.path)
    try old.write { try $0.execute(sql: "PRAGMA application_id = \(0x6465_6875)") }
    try old.writeWithoutTransaction { try GistCache.migrate($0, upTo: "v1") }
    let body = try GistJSON.encoder().encode(Self.gist("kept", content: "from v1"))
    try old.write { db in
      try db.execute(
        sql: "INSERT INTO documents (account, id, fetched_at, body) VALUES (?, 'kept', 1, ?)",
        arguments: [Self.account, body])
      // A list page written by an earlier version, and a page that is not JSON at all.
      try db.execute(
        sql: """
          INSERT INTO list_pages (account, list, page, fetched_at, body)
          VALUES (?, 'mine', 0, 1, ?), (?, 'starred', 0, 1, X'7B6E6F74')
          """,
        arguments: [
          Self.account, try GistJSON.encoder().encode([Self.gist("a"), Self.gist("b")]),
          Self.account,
        ])
    }
    try old.close()
    let cache = try GistCache(folder: folder.url)
    #expect(cache.notice == nil)
    #expect(cache.info().schemaVersion == "v6: starred gists and forks found by index")
    #expect(cache.documents.gist(account: Self.account, id: "kept")?.files[0].content == "from v1")
    #expect(cache.info().documentBytes == body.count)
    // The migration noted which page shows which gist: a change finds its page.
    var changed = Self.gist("b")
    changed.description = "changed after the migration"
    cache.changed(changed, account: Self.account)
    let page = cache.pages.page(account: Self.account, list: "mine", number: 0)
    #expect(page?.map(\.description) == ["gist a", "changed after the migration"])
  }

  /// The browser reads the cache's pages once: SQLite keeps 256 KB of them, not 2 MB.
  @Test func theCacheKeepsASmallPageCache() throws {
    let cache = try GistCache(folder: folder.url)
    #expect(cache.database.read { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -256)
  }

  @Test func aCacheAtTheNewestSchemaSaysSoInItsHeader() throws {
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let file = folder.url.appendingPathComponent(GistCache.fileName)
    let old = try DatabaseQueue(path: file.path)
    try old.writeWithoutTransaction { try GistCache.migrate($0, upTo: "v1") }
    #expect(
      try old.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 0,
      "a partial schema is not marked newest")
    try old.writeWithoutTransaction { try GistCache.migrate($0) }
    let newest = try old.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
    #expect(newest == CacheDatabase.migrations.count)
    // An older dehub's file (its user_version not ours) is checked table by table again.
    try old.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA user_version = 3")
      try db.execute(
        sql: "DELETE FROM grdb_migrations WHERE identifier = ?",
        arguments: [
          CacheDatabase.migrations.last?.identifier ?? ""
        ])
      try db.execute(sql: "DROP INDEX search_gists_starred")
      try db.execute(sql: "DROP INDEX search_gists_forks")
    }
    try old.close()
    let cache = try GistCache(folder: folder.url)
    #expect(cache.notice == nil)
    #expect(cache.info().schemaVersion == "v6: starred gists and forks found by index")
    let again = try DatabaseQueue(path: file.path)
    defer { try? again.close() }
    #expect(
      try again.read {
        try String.fetchAll(
          $0, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?",
          arguments: ["search_gists"])
      }.contains("search_gists_starred"))
    #expect(
      try again.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        == CacheDatabase.migrations.count)
  }

  /// The browser keeps slim rows, not GitHub's bytes; its saves keep the bytes the cache
  /// holds for rows that did not change, so `list --json` still prints GitHub's objects.
  @Test func theBrowsersSlimRowsKeepGitHubsBytes() throws {
    let cache = try GistCache(folder: folder.url)
    let object =
      #"{"id":"a","description":"gist a","updated_at":"1970-01-01T00:16:40Z","#
      + #""files":{"a.txt":{"filename":"a.txt","raw_url":"https:\/\/x\/a.txt","size":10}},"#
      + #""owner":{"login":"ada","id":1},"not_read":{"kept":true}}"#
    let (gists, raw) = try Gist.list(in: Data("[\(object)]".utf8))
    func save(_ gists: [Gist], raw: [String: Data] = [:]) {
      cache.pages.save(
        [
          CachedPage(url: nil, etag: "e", next: nil, fetchedAt: Date(), gists: gists, raw: raw)
        ],
        account: Self.account, list: "mine")
    }
    func stored() -> String? {
      cache.pages.rawPage(account: Self.account, list: "mine", number: 0)?.raw["a"]
        .map { String(decoding: $0, as: UTF8.self) }
    }
    save(gists, raw: raw)
    save(gists.map(\.listed))
    #expect(stored() == object)
    var changed = gists[0].listed
    changed.description = "changed"
    save([changed])
    #expect(stored()?.contains("not_read") == false, "a changed row is written as it is now")
  }

  @Test func clearForgetsEverything() throws {
    let cache = try GistCache(folder: folder.url)
    cache.pages.save([Self.page(["a"])], account: Self.account, list: "mine")
    try cache.clear()
    #expect(cache.info().pages == 0 && cache.info().accounts.isEmpty)
  }
}

@Suite struct ListedGistTests {
  @Test func aListedGistKeepsWhatRowsTheirActionsAndTheFilterUseAndNothingElse() {
    let gist = Gist(
      id: "g", description: "d", isPublic: true,
      files: [
        GistFile(
          filename: "a.swift", type: "text/plain", language: "Swift", rawURL: "https://raw/a",
          size: 3, content: "let")
      ], owner: GistUser(login: "ada", id: 1, htmlURL: "https://x", avatarURL: "https://y"),
      updatedAt: Date(timeIntervalSince1970: 9), comments: 2, url: "https://api/g",
      htmlURL: "https://gist/g", gitPullURL: "https://gist/g.git")
    let row = gist.listed
    #expect(row.id == "g" && row.description == "d" && row.isPublic && row.comments == 2)
    #expect(row.updatedAt == gist.updatedAt && row.owner?.login == "ada")
    #expect(row.files.map(\.filename) == ["a.swift"] && row.files[0].language == "Swift")
    #expect(row.files[0].size == 3)
    #expect(row.url == nil && row.gitPullURL == nil)
    #expect(row.htmlURL == "https://gist/g")  // a row's `y` and `o`
    #expect(row.files[0].content == nil && row.files[0].rawURL == nil)
    #expect(row.owner?.avatarURL == nil)
  }
}

/// A clock that moves only when the test says.
final class ManualClock: Sendable {
  private let time = Mutex(Date(timeIntervalSince1970: 1_000_000))
  /// Now, as the test set it.
  @Sendable func now() -> Date { time.withLock { $0 } }
  /// Moves the clock on.
  func advance(by seconds: TimeInterval) { time.withLock { $0 += seconds } }
}
