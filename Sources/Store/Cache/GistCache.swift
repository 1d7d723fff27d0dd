import FoundationEssentials
import GistValues
import Glibc

/// The offline cache: a SQLite database (through its C library) under `$XDG_CACHE_HOME/dehub/` with
/// the gist lists (page by page, with their ETags), whole gists with their content, and
/// which login each token belongs to. Everything is keyed by an account, `HOST/LOGIN`, so
/// two hosts or logins never see each other's data. The schema is versioned with
/// migrations; whole gists are evicted least recently used past a size limit. A corrupt or
/// foreign file is moved aside and the cache rebuilt, with a one-line notice; a busy or
/// read-only one is left alone (see `CacheDatabase`).
///
/// Thread-safe: its queue serialises access, so it is used from the worker's threads.
public final class GistCache: Sendable {
  /// The database file's name in the cache folder.
  public static let fileName = "cache.sqlite"

  /// The database file.
  public var file: URL { database.file }
  /// Past this many bytes of whole gists, the least recently used are evicted.
  public let limitBytes: Int
  /// Said when the file was corrupt or foreign and was moved aside (at open, or when a
  /// later answer from SQLite showed the damage).
  public var notice: String? { database.notice }

  let database: CacheDatabase
  /// What time it is (when pages were confirmed, gists last used): the wall clock, or a
  /// test's.
  let clock: @Sendable () -> Date

  /// Opens (or creates) the cache in `folder`; `clock` tells the time (for the LRU order).
  /// Waits up to `busyTimeout` seconds for another process that holds the file; a busy,
  /// locked or read-only file is an error with a sentence (the caller goes on without the
  /// cache), never a reason to replace it.
  public init(
    folder: URL, limitBytes: Int = 200 * 1024 * 1024, busyTimeout: TimeInterval = 5,
    clock: @escaping @Sendable () -> Date = Date.init
  ) throws(GistError) {
    let file = folder.appendingPathComponent(Self.fileName)
    self.limitBytes = limitBytes
    self.clock = clock
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw GistError.local("Cannot create the cache folder \(folder.path).")
    }
    Self.restrict(folder: folder, file: file)
    database = try CacheDatabase(file: file, busyTimeout: busyTimeout)
    Self.restrict(folder: folder, file: file)
  }

  /// The cache holds secret gists: its folder is the user's alone (0700), and the database
  /// and its `-wal`/`-shm` files are 0600, on every open, whatever they were before (a file
  /// that does not exist yet is made 0600, so SQLite's companions follow it).
  static func restrict(folder: URL, file: URL) {
    chmod(folder.path, 0o700)
    CacheDatabase.createIfMissing(file)
    for suffix in ["", "-wal", "-shm", "-journal"] {
      chmod(file.path + suffix, 0o600)
    }
  }

  /// Brings `db` to the schema up to migration `target` (for tests that make an older file).
  public static func migrate(_ db: Database, upTo target: String? = nil) throws {
    try CacheDatabase.migrate(db, upTo: target)
  }

  // MARK: - Accounts

  /// The account key of `login` at `host`.
  public static func account(host: String, login: String) -> String { "\(host)/\(login)" }

  /// The login that the token with `fingerprint` signed in as at `host`, when known.
  public func login(host: String, fingerprint: String) -> String? {
    database.read { db in
      try String.fetchOne(
        db, sql: "SELECT login FROM accounts WHERE host = ? AND token_hash = ?",
        arguments: [host, fingerprint])
    } ?? nil
  }

  /// Remembers that the token with `fingerprint` is `login` at `host` (no write when that is
  /// on record already, as at every start after the first).
  public func remember(host: String, fingerprint: String, login: String) {
    guard self.login(host: host, fingerprint: fingerprint) != login else { return }
    database.write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO accounts (host, token_hash, login) VALUES (?, ?, ?)",
        arguments: [host, fingerprint, login])
    }
  }

  // MARK: - Lists

  /// The cached pages of `list`, in order; `firstOnly` reads just the first (to paint at
  /// once). Pages that do not decode are dropped with the ones after them.
  public func pages(account: String, list: String, firstOnly: Bool = false) -> [CachedPage] {
    pages(account: account, list: list, atMost: firstOnly ? 1 : nil)
  }

  /// The first `atMost` cached pages of `list` (all when nil), in order: the browser, which
  /// holds 10,000 gists at most, reads no more of a longer list than it shows (at 100,000
  /// cached gists, reading them all took its memory to 362 MB for a moment).
  public func pages(account: String, list: String, atMost: Int?) -> [CachedPage] {
    let rows =
      (database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT url, etag, next, fetched_at, body FROM list_pages
            WHERE account = ? AND list = ? ORDER BY page LIMIT ?
            """, arguments: [account, list, atMost ?? -1])
      }) ?? []
    var pages: [CachedPage] = []
    for row in rows {
      let body: Data = row["body"]
      guard let (gists, raw) = try? Gist.list(in: body) else { break }
      let url: String? = row["url"]
      let next: String? = row["next"]
      pages.append(
        CachedPage(
          url: url.flatMap(URL.init(string:)), etag: row["etag"],
          next: next.flatMap(URL.init(string:)),
          fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]), gists: gists, raw: raw))
    }
    return pages
  }

  /// Where the cached pages of `list` came from and their ETags, in order, without their
  /// gists (cheap: nothing is decoded); `page(account:list:number:)` reads one whole.
  public func pageHeads(account: String, list: String) -> [CachedPage] {
    let rows =
      (database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT url, etag, next, fetched_at FROM list_pages
            WHERE account = ? AND list = ? ORDER BY page
            """, arguments: [account, list])
      }) ?? []
    return rows.map { row in
      let url: String? = row["url"]
      let next: String? = row["next"]
      return CachedPage(
        url: url.flatMap(URL.init(string:)), etag: row["etag"],
        next: next.flatMap(URL.init(string:)),
        fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]), gists: [])
    }
  }

  /// The gists of page `number` (from 0) of `list`, nil when it is not cached or does not
  /// decode.
  public func page(account: String, list: String, number: Int) -> [Gist]? {
    rawPage(account: account, list: list, number: number)?.gists
  }

  /// The gists of page `number` (from 0) of `list` with GitHub's bytes of each, by id; nil
  /// when it is not cached or does not decode.
  public func rawPage(account: String, list: String, number: Int)
    -> (gists: [Gist], raw: [String: Data])?
  {
    guard let body = pageBody(account: account, list: list, number: number),
      let (gists, raw) = try? Gist.list(in: body)
    else { return nil }
    return (gists, raw)
  }

  /// The ids of page `number` (from 0) of `list` in order, with GitHub's bytes of each,
  /// the rest of each gist unread; nil when it is not cached or does not decode.
  public func pageIdentities(account: String, list: String, number: Int)
    -> [(id: String, bytes: Data)]?
  {
    pageBody(account: account, list: list, number: number).flatMap {
      try? Gist.identities(in: $0)
    }
  }

  private func pageBody(account: String, list: String, number: Int) -> Data? {
    let body =
      database.read { db in
        try Data.fetchOne(
          db, sql: "SELECT body FROM list_pages WHERE account = ? AND list = ? AND page = ?",
          arguments: [account, list, number])
      }
    return body.flatMap { $0 }
  }

  /// Keeps `pages` as the first pages of `list`; the cached pages after them stay when the
  /// last one still leads to them (its `next` is the next cached page's address), else they
  /// go. So a list loaded part way (the browser's) never drops pages another walk (the
  /// search indexer's, a command's) cached beyond it.
  public func merge(pages: [CachedPage], account: String, list: String) {
    guard !pages.isEmpty else { return save(pages: pages, account: account, list: list) }
    let heads = pageHeads(account: account, list: list)
    let keepRest =
      heads.count > pages.count && pages.last?.next != nil
      && pages.last?.next == heads[pages.count].url
    replace(pages: pages, account: account, list: list, keepRest: keepRest)
  }

  /// Replaces the first `pages.count` cached pages of `list`; the cached pages after them
  /// stay when `keepRest` (the last new page still leads to them), else they go.
  public func replace(pages: [CachedPage], account: String, list: String, keepRest: Bool) {
    guard keepRest else { return save(pages: pages, account: account, list: list) }
    let bodies = withStoredBytes(pages, account: account, list: list).map(\.body)
    database.write { db in
      try Self.deletePages(where: "<", pages.count, account: account, list: list, db: db)
      try Self.insert(pages, bodies: bodies, account: account, list: list, db: db)
    }
    index(pages, account: account, list: list)
  }

  /// `pages`, where they lack GitHub's bytes of a gist (the browser keeps slim rows, not
  /// bytes), with the bytes the cache holds for it while the row they make is the same:
  /// so the browser's saves keep what `list --json` prints.
  private func withStoredBytes(_ pages: [CachedPage], account: String, list: String)
    -> [CachedPage]
  {
    guard pages.contains(where: { $0.raw.count < $0.gists.count }) else { return pages }
    var stored: [String: (row: Gist, bytes: Data)] = [:]
    for page in self.pages(account: account, list: list) {
      for gist in page.gists {
        if let bytes = page.raw[gist.id] { stored[gist.id] = (gist.listed, bytes) }
      }
    }
    guard !stored.isEmpty else { return pages }
    return pages.map { page in
      var page = page
      for gist in page.gists where page.raw[gist.id] == nil {
        if let kept = stored[gist.id], kept.row == gist.listed { page.raw[gist.id] = kept.bytes }
      }
      return page
    }
  }

  /// The full-text index of `account`'s gists.
  public func searchIndex(account: String) -> SearchIndex {
    SearchIndex(database: database, account: account)
  }

  /// Lists whose gists the search index keeps: the account's own and starred.
  static let indexedLists = ["mine", "starred"]

  private func index(_ pages: [CachedPage], account: String, list: String) {
    guard Self.indexedLists.contains(list) else { return }
    searchIndex(account: account).record(
      list: pages.flatMap(\.gists), mine: list == "mine", starred: list == "starred")
  }

  /// Replaces the cached pages of `list`.
  public func save(pages: [CachedPage], account: String, list: String) {
    let bodies = withStoredBytes(pages, account: account, list: list).map(\.body)
    database.write { db in
      try db.execute(
        sql: "DELETE FROM list_pages WHERE account = ? AND list = ?", arguments: [account, list])
      try db.execute(
        sql: "DELETE FROM list_members WHERE account = ? AND list = ?", arguments: [account, list])
      try Self.insert(pages, bodies: bodies, account: account, list: list, db: db)
    }
    index(pages, account: account, list: list)
  }

  /// Writes each of `pages` as page `number` of `list`, in place of what was there: a
  /// list streamed page by page (`ListStream`) is kept as it comes.
  public func store(pages: [(number: Int, page: CachedPage)], account: String, list: String) {
    guard !pages.isEmpty else { return }
    database.write { db in
      for (number, page) in pages {
        try Self.deletePages(where: "=", number, account: account, list: list, db: db)
        try Self.insert(page, number: number, body: page.body, account: account, list: list, db: db)
      }
    }
    index(pages.map(\.page), account: account, list: list)
  }

  /// Forgets the cached pages of `list` from page `number` on (a list that ended sooner).
  public func dropPages(from number: Int, account: String, list: String) {
    database.write { db in
      try Self.deletePages(where: ">=", number, account: account, list: list, db: db)
    }
  }

  /// Deletes the cached pages of `list` whose number is `comparison` (`=`, `<`, `>=`)
  /// `number`, and the notes of which gists they show.
  private static func deletePages(
    where comparison: String, _ number: Int, account: String, list: String, db: Database
  ) throws {
    for table in ["list_pages", "list_members"] {
      try db.execute(
        sql: "DELETE FROM \(table) WHERE account = ? AND list = ? AND page \(comparison) ?",
        arguments: [account, list, number])
    }
  }

  private static func insert(
    _ page: CachedPage, number: Int, body: Data, account: String, list: String, db: Database
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO list_pages (account, list, page, url, etag, next, fetched_at, body)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        account, list, number, page.url?.absoluteString, page.etag, page.next?.absoluteString,
        page.fetchedAt.timeIntervalSince1970, body,
      ])
    try insertMembers(of: page.gists, account: account, list: list, page: number, db: db)
  }

  private static func insert(
    _ pages: [CachedPage], bodies: [Data], account: String, list: String, db: Database
  ) throws {
    for (index, page) in pages.enumerated() {
      try insert(page, number: index, body: bodies[index], account: account, list: list, db: db)
    }
  }

  /// Notes which gists page `page` of `list` shows, so a change to one finds its pages.
  private static func insertMembers(
    of gists: [Gist], account: String, list: String, page: Int, db: Database
  ) throws {
    let statement = try db.cachedStatement(
      sql: "INSERT OR IGNORE INTO list_members (account, list, page, id) VALUES (?, ?, ?, ?)")
    for gist in gists {
      try statement.execute(arguments: [account, list, page, gist.id])
    }
  }

  /// The server confirmed the cached pages of `list` as they are (the first `pages` of
  /// them when given): now is when they were seen. Pages seen in the last minute are left
  /// as they are (their age is told in minutes), so a command run again and again writes
  /// nothing (a write is a journal and two syncs to disk).
  public func touch(account: String, list: String, pages: Int? = nil) {
    let now = clock().timeIntervalSince1970
    database.write { db in
      try db.execute(
        sql: """
          UPDATE list_pages SET fetched_at = ?
          WHERE account = ? AND list = ? AND page < ? AND fetched_at < ?
          """,
        arguments: [now, account, list, pages ?? Int.max, now - 60])
    }
  }

  /// The gists of `account` known to be starred (on a cached Starred page or flagged by the
  /// search index) or forks (flagged by the index, which reads whole gists): two queries
  /// answered from indexes alone (partial ones for the flags), whatever the lists' length;
  /// the list calls it before its first paint.
  public func marks(account: String) -> GistMarks {
    let found =
      database.read { db -> GistMarks in
        let starred = try String.fetchAll(
          db,
          sql: """
            SELECT id FROM list_members WHERE account = ? AND list = 'starred'
            UNION SELECT id FROM search_gists INDEXED BY search_gists_starred
            WHERE account = ? AND starred
            """, arguments: [account, account])
        let forks = try String.fetchAll(
          db,
          sql:
            "SELECT id FROM search_gists INDEXED BY search_gists_forks WHERE account = ? AND is_fork",
          arguments: [account])
        return GistMarks(starred: Set(starred), forks: Set(forks))
      }
    return found ?? GistMarks()
  }

  // MARK: - Whole gists

  /// The whole gist `id`, when cached (and marks it used).
  public func document(account: String, id: String) -> Gist? {
    dated(account: account, id: id)?.gist
  }

  /// The whole gist `id` and when it was fetched, when cached (and marks it used).
  public func dated(account: String, id: String) -> (gist: Gist, fetchedAt: Date)? {
    let row =
      database.write { db -> Row? in
        try db.execute(
          sql: "UPDATE documents SET accessed_at = ? WHERE account = ? AND id = ?",
          arguments: [clock().timeIntervalSince1970, account, id])
        return try Row.fetchOne(
          db, sql: "SELECT body, fetched_at FROM documents WHERE account = ? AND id = ?",
          arguments: [account, id])
      }
    guard let row = row.flatMap({ $0 }) else { return nil }
    let body: Data = row["body"]
    guard let gist = try? Gist.whole(from: body) else { return nil }
    return (gist, Date(timeIntervalSince1970: row["fetched_at"]))
  }

  /// Keeps the whole `gist`, then evicts what is past the limit.
  public func save(document gist: Gist, account: String) {
    let body = gist.json
    let now = clock().timeIntervalSince1970
    let kept =
      database.read { db in
        try Data.fetchOne(
          db, sql: "SELECT body FROM documents WHERE account = ? AND id = ?",
          arguments: [account, gist.id])
      } ?? nil
    if kept == body {
      // Unchanged (a gist viewed again): its times move on at most once a minute, and the
      // index has it already; a write is a journal and two syncs to disk.
      database.write { db in
        try db.execute(
          sql: """
            UPDATE documents SET fetched_at = ?, accessed_at = ?
            WHERE account = ? AND id = ? AND fetched_at < ?
            """, arguments: [now, now, account, gist.id, now - 60])
      }
      return
    }
    database.write { db in
      try db.execute(
        sql: """
          INSERT OR REPLACE INTO documents (account, id, fetched_at, accessed_at, size, body)
          VALUES (?, ?, ?, ?, ?, ?)
          """, arguments: [account, gist.id, now, now, body.count, body])
    }
    searchIndex(account: account).record(document: gist)
    evict()
  }

  /// Drops the least recently used whole gists until they fit in the limit.
  public func evict() {
    let limit = limitBytes
    database.write { db in
      var total = try Int.fetchOne(db, sql: "SELECT coalesce(sum(size), 0) FROM documents") ?? 0
      guard total > limit else { return }
      let rows = try Row.fetchAll(
        db, sql: "SELECT account, id, size FROM documents ORDER BY accessed_at")
      for row in rows where total > limit {
        let account: String = row["account"]
        let id: String = row["id"]
        let size: Int = row["size"]
        try db.execute(
          sql: "DELETE FROM documents WHERE account = ? AND id = ?", arguments: [account, id])
        total -= size
      }
    }
  }

  // MARK: - Writes through

  /// A gist was created, changed, forked or starred: the whole gist is kept, and every
  /// cached list that shows it shows the new version; `addTo` lists get it first when
  /// they do not have it.
  public func changed(_ gist: Gist, account: String, addTo lists: [String] = []) {
    update(account: account, id: gist.id, addTo: lists) { list, gists in
      if let index = gists.firstIndex(where: { $0.id == gist.id }) {
        var kept = gist
        if kept.files.contains(where: { $0.content != nil }) {
          // Lists carry no content; keep rows small.
          for file in kept.files.indices { kept.files[file].content = nil }
        }
        gists[index] = kept
        return true
      }
      guard lists.contains(list) else { return false }
      var row = gist
      for file in row.files.indices { row.files[file].content = nil }
      gists.insert(row, at: 0)
      return true
    }
    if gist.files.allSatisfy({ $0.content != nil && !$0.truncated }) {
      save(document: gist, account: account)
    } else {
      searchIndex(account: account).changed(gist, mine: lists.contains("mine"))
    }
    if lists.contains("starred") {
      searchIndex(account: account).record(list: [gist], starred: true)
    }
  }

  /// A gist was deleted or unstarred: `lists` (all lists when nil) forget it.
  public func removed(_ id: String, account: String, from lists: [String]? = nil) {
    update(account: account, id: id, lists: lists) { list, gists in
      let before = gists.count
      gists.removeAll { $0.id == id }
      return gists.count != before
    }
    if lists == nil {
      database.write { db in
        try db.execute(
          sql: "DELETE FROM documents WHERE account = ? AND id = ?", arguments: [account, id])
      }
      searchIndex(account: account).remove(id)
    } else if lists?.contains("starred") == true {
      searchIndex(account: account).unstarred(id)
    }
  }

  /// The user starred or unstarred gist `id`: the starred list gets it (from another cached
  /// list or the whole gist) or forgets it.
  public func starred(_ id: String, _ isStarred: Bool, account: String) {
    guard isStarred else { return removed(id, account: account, from: ["starred"]) }
    let known =
      document(account: account, id: id)
      ?? pagesShowing(id, account: account).lazy.compactMap { list, page in
        self.page(account: account, list: list, number: page)?.first { $0.id == id }
      }.first
    if let known { changed(known, account: account, addTo: ["starred"]) }
  }

  /// The cached pages (list and number) of `account` that show gist `id`.
  private func pagesShowing(_ id: String, account: String) -> [(list: String, page: Int)] {
    let rows =
      database.read { db in
        try Row.fetchAll(
          db, sql: "SELECT list, page FROM list_members WHERE account = ? AND id = ? ORDER BY 1, 2",
          arguments: [account, id])
      } ?? []
    return rows.map { ($0["list"], $0["page"]) }
  }

  /// Rewrites the cached pages of `account` that show gist `id` (of `lists`, all when nil),
  /// and the first page of each of `addTo` that does not show it, with what `change` makes
  /// of their gists. Only those pages are read and written, whatever the lists' length.
  private func update(
    account: String, id: String, lists: [String]? = nil, addTo: [String] = [],
    _ change: (String, inout [Gist]) -> Bool
  ) {
    var targets = pagesShowing(id, account: account).filter { lists?.contains($0.list) ?? true }
    for list in addTo where !targets.contains(where: { $0.list == list }) {
      targets.append((list, 0))
    }
    database.write { db in
      for (list, number) in targets {
        guard
          let body = try Data.fetchOne(
            db, sql: "SELECT body FROM list_pages WHERE account = ? AND list = ? AND page = ?",
            arguments: [account, list, number]),
          let (before, raw) = try? Gist.list(in: body)
        else { continue }
        var gists = before
        guard change(list, &gists) else { continue }
        // GitHub's bytes stay for the gists the change left as they were.
        let unchanged = Dictionary(before.map { ($0.id, $0) }) { first, _ in first }
        let after = Dictionary(gists.map { ($0.id, $0) }) { first, _ in first }
        let page = CachedPage(
          url: nil, etag: nil, next: nil, fetchedAt: Date(), gists: gists,
          raw: raw.filter { id, _ in after[id] != nil && after[id] == unchanged[id] })
        try db.execute(
          sql: "UPDATE list_pages SET body = ? WHERE account = ? AND list = ? AND page = ?",
          arguments: [page.body, account, list, number])
        try db.execute(
          sql: "DELETE FROM list_members WHERE account = ? AND list = ? AND page = ?",
          arguments: [account, list, number])
        try Self.insertMembers(of: gists, account: account, list: list, page: number, db: db)
      }
    }
  }

  // MARK: - Managing

  /// What the cache holds.
  public func info() -> CacheInfo {
    // A damaged file is replaced at the first read: the second reads the new one.
    guard let read = counts() ?? counts() else {
      return CacheInfo(
        path: file.path, fileSize: fileSize, schemaVersion: "unknown", accounts: [], pages: 0,
        listedGists: 0, documents: 0, documentBytes: 0, limitBytes: limitBytes)
    }
    return CacheInfo(
      path: file.path, fileSize: fileSize, schemaVersion: database.schemaVersion() ?? "none",
      accounts: read.0, pages: read.1, listedGists: pageCounts(), documents: read.2,
      documentBytes: read.3, limitBytes: limitBytes)
  }

  private var fileSize: Int {
    Self.fileSize(file.path)
  }

  /// The size of the file at `path` in bytes, 0 when it cannot be read. By `stat`:
  /// FoundationEssentials' `attributesOfItem` gives the size as another type than `Int`, so
  /// the cast failed and `cache info` said 0.0 MB.
  static func fileSize(_ path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }

  /// The accounts, page count, document count and document bytes.
  private func counts() -> ([String], Int, Int, Int)? {
    database.read { db in
      (
        try String.fetchAll(
          db,
          sql: "SELECT account FROM list_pages UNION SELECT account FROM documents ORDER BY 1"),
        try Int.fetchOne(db, sql: "SELECT count(*) FROM list_pages") ?? 0,
        try Int.fetchOne(db, sql: "SELECT count(*) FROM documents") ?? 0,
        try Int.fetchOne(db, sql: "SELECT coalesce(sum(size), 0) FROM documents") ?? 0
      )
    }
  }

  private func pageCounts() -> Int {
    let bodies =
      (database.read { db in try Data.fetchAll(db, sql: "SELECT body FROM list_pages") }) ?? []
    return bodies.reduce(0) { $0 + ((try? Gist.list(in: $1).0.count) ?? 0) }
  }

  /// Forgets everything (the file stays, empty; a damaged file is replaced by an empty
  /// one).
  public func clear() throws(GistError) {
    try database.clear()
  }
}
