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
/// Its parts are stores of their own over the one database: `pages` (the lists),
/// `documents` (whole gists) and `accounts` (which login a token is); what changes more
/// than one of them (a gist changed, deleted or starred) is here, as is what the whole
/// file holds (`info`, `clear`). `CacheScope` is the cache as one session uses it.
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

  /// The gist lists, page by page.
  public let pages: PageStore
  /// Whole gists with their content.
  public let documents: DocumentStore
  /// Which login each token signed in as.
  public let accounts: AccountStore

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
    let database = try CacheDatabase(file: file, busyTimeout: busyTimeout)
    Self.restrict(folder: folder, file: file)
    self.database = database
    pages = PageStore(database: database, clock: clock)
    documents = DocumentStore(database: database, limitBytes: limitBytes, clock: clock)
    accounts = AccountStore(database: database)
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

  /// The account key of `login` at `host`.
  public static func account(host: String, login: String) -> String { "\(host)/\(login)" }

  /// The full-text index of `account`'s gists.
  public func searchIndex(account: String) -> SearchIndex {
    SearchIndex(database: database, account: account)
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

  // MARK: - Writes through

  /// A gist was created, changed, forked or starred: the whole gist is kept, and every
  /// cached list that shows it shows the new version; `addTo` lists get it first when
  /// they do not have it.
  public func changed(_ gist: Gist, account: String, addTo lists: [String] = []) {
    pages.rewrite(account: account, id: gist.id, addTo: lists) { list, gists in
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
      documents.save(gist, account: account)
    } else {
      searchIndex(account: account).changed(gist, mine: lists.contains("mine"))
    }
    if lists.contains("starred") {
      searchIndex(account: account).record(list: [gist], starred: true)
    }
  }

  /// A gist was deleted or unstarred: `lists` (all lists when nil) forget it.
  public func removed(_ id: String, account: String, from lists: [String]? = nil) {
    pages.rewrite(account: account, id: id, lists: lists) { list, gists in
      let before = gists.count
      gists.removeAll { $0.id == id }
      return gists.count != before
    }
    if lists == nil {
      documents.remove(id, account: account)
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
      documents.gist(account: account, id: id)
      ?? pages.showing(id, account: account).lazy.compactMap { list, page in
        self.pages.page(account: account, list: list, number: page)?.first { $0.id == id }
      }.first
    if let known { changed(known, account: account, addTo: ["starred"]) }
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
