import FoundationEssentials
import GistValues
import Glibc
import Reactive

/// The cache's SQLite file and its one connection, and what to do when SQLite says no.
///
/// - Only real corruption (SQLite's "malformed" or "not a database", or a file that is not
///   dehub's) moves the file aside and starts an empty one, at open or at any later answer,
///   with a notice.
/// - A busy, locked, read-only or unreadable file is left alone: opening fails with a
///   sentence, and the caller goes on without the cache.
/// - The schema is made or brought up to date in one exclusive transaction, so processes
///   starting together on a new file never race each other.
///
/// Thread-safe: the connection is swapped under a lock, and the queue serialises its use.
final class CacheDatabase: @unchecked Sendable {
  /// The schema, version by version: an identifier (as recorded in `grdb_migrations`, the
  /// table earlier versions of dehub kept through GRDB's migrator) and its SQL.
  static let migrations: [(identifier: String, sql: String)] = [
    (
      "v1",
      """
      CREATE TABLE accounts (
        host TEXT NOT NULL, token_hash TEXT NOT NULL, login TEXT NOT NULL,
        PRIMARY KEY (host, token_hash));
      CREATE TABLE list_pages (
        account TEXT NOT NULL, list TEXT NOT NULL, page INTEGER NOT NULL, url TEXT,
        etag TEXT, next TEXT, fetched_at REAL NOT NULL, body BLOB NOT NULL,
        PRIMARY KEY (account, list, page));
      CREATE TABLE documents (
        account TEXT NOT NULL, id TEXT NOT NULL, fetched_at REAL NOT NULL,
        body BLOB NOT NULL, PRIMARY KEY (account, id));
      """
    ),
    (
      "v2: least recently used eviction",
      """
      ALTER TABLE documents ADD COLUMN accessed_at REAL NOT NULL DEFAULT 0;
      ALTER TABLE documents ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
      UPDATE documents SET accessed_at = fetched_at, size = length(body);
      CREATE INDEX documents_by_use ON documents (accessed_at);
      """
    ),
    (
      "v3: full-text search",
      """
      CREATE TABLE search_gists (
        account TEXT NOT NULL, id TEXT NOT NULL, updated_at REAL NOT NULL DEFAULT 0,
        content_at REAL, is_public INTEGER NOT NULL, is_fork INTEGER NOT NULL DEFAULT 0,
        mine INTEGER NOT NULL DEFAULT 0, starred INTEGER NOT NULL DEFAULT 0, owner TEXT,
        description TEXT NOT NULL, filenames TEXT NOT NULL, languages TEXT NOT NULL,
        row BLOB NOT NULL, PRIMARY KEY (account, id));
      CREATE VIRTUAL TABLE search_text USING fts5(
        account UNINDEXED, id UNINDEXED, filename, language, description, content,
        tokenize = 'unicode61 remove_diacritics 2');
      CREATE TABLE search_rows (
        row INTEGER PRIMARY KEY, account TEXT NOT NULL, id TEXT NOT NULL);
      CREATE INDEX search_rows_by_gist ON search_rows (account, id);
      """
    ),
    (
      "v4: one search row per gist, in recency order",
      """
      DROP TABLE search_gists; DROP TABLE search_text; DROP TABLE search_rows;
      CREATE TABLE search_gists (
        account TEXT NOT NULL, id TEXT NOT NULL, key INTEGER NOT NULL UNIQUE,
        updated_at REAL NOT NULL DEFAULT 0, content_at REAL, is_public INTEGER NOT NULL,
        is_fork INTEGER NOT NULL DEFAULT 0, mine INTEGER NOT NULL DEFAULT 0,
        starred INTEGER NOT NULL DEFAULT 0, owner TEXT, description TEXT NOT NULL,
        filenames TEXT NOT NULL, languages TEXT NOT NULL, row BLOB NOT NULL,
        PRIMARY KEY (account, id));
      CREATE INDEX search_gists_recent ON search_gists (account, updated_at);
      CREATE VIRTUAL TABLE search_text USING fts5(
        tags, filename, language, description, content,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2');
      """
    ),
    (
      "v5: which pages show which gists",
      """
      CREATE TABLE list_members (
        account TEXT NOT NULL, list TEXT NOT NULL, page INTEGER NOT NULL, id TEXT NOT NULL,
        PRIMARY KEY (account, list, page, id));
      CREATE INDEX list_members_by_gist ON list_members (account, id);
      INSERT OR IGNORE INTO list_members (account, list, page, id)
        SELECT list_pages.account, list_pages.list, list_pages.page,
          CAST(json_extract(item.value, '$.id') AS TEXT)
        FROM list_pages, json_each(
          CASE WHEN json_valid(CAST(list_pages.body AS TEXT)) THEN CAST(list_pages.body AS TEXT)
          ELSE '[]' END) AS item
        WHERE json_extract(item.value, '$.id') IS NOT NULL;
      """
    ),
    (
      "v6: starred gists and forks found by index",
      """
      CREATE INDEX search_gists_starred ON search_gists (account, id, starred) WHERE starred;
      CREATE INDEX search_gists_forks ON search_gists (account, id, is_fork) WHERE is_fork;
      """
    ),
  ]

  /// `PRAGMA application_id` of dehub's cache ("dehu"), so a foreign SQLite file is known.
  static let applicationID: Int32 = 0x6465_6875

  /// The database file.
  let file: URL
  private let busyTimeout: TimeInterval
  private let lock = Lock()
  private var queue: DatabaseQueue
  private var lastNotice: String?
  /// How long a damaged file moved aside is kept (to look at, or to recover from).
  static let keepBroken: TimeInterval = 7 * 86_400

  /// Why a file is not dehub's cache.
  struct ForeignFile: Error {
    var reason: String
  }

  /// Opens (or creates) `file`, waiting up to `busyTimeout` seconds for other processes.
  init(file: URL, busyTimeout: TimeInterval) throws(GistError) {
    self.file = file
    self.busyTimeout = busyTimeout
    Self.pruneBroken(beside: file, keeping: 1, olderThan: Self.keepBroken)
    do {
      queue = try Self.open(file, busyTimeout: busyTimeout)
    } catch  where Self.isCorrupt(error) {
      let (fresh, aside) = try Self.rebuild(file, busyTimeout: busyTimeout)
      queue = fresh
      lastNotice = Self.movedAside(to: aside, because: error)
      Notices.post(Self.movedAside(to: aside, because: error))
    } catch {
      throw GistError.local(
        "The cache \(file.path) cannot be used now (\(Self.describe(error))); going on without it.")
    }
  }

  /// The latest notice: the file was corrupt or foreign and was moved aside.
  var notice: String? { lock.withLock { lastNotice } }

  /// `body` in a deferred transaction; nil when SQLite refuses (a corrupt file is replaced).
  func read<T>(_ body: (Database) throws -> T) -> T? {
    access { try $0.read(body) }
  }

  /// `body` in a write transaction; nil when SQLite refuses (a corrupt file is replaced).
  @discardableResult
  func write<T>(_ body: (Database) throws -> T) -> T? {
    access { try $0.write(body) }
  }

  /// Empties the cache, keeping the file; a file too damaged to empty is replaced by an
  /// empty one. Fails only when the file cannot be written (busy, read-only).
  func clear() throws(GistError) {
    let current = lock.withLock { queue }
    do {
      try current.write { db in
        try db.execute(
          sql: """
            DELETE FROM list_pages; DELETE FROM list_members; DELETE FROM documents;
            DELETE FROM accounts;
            DELETE FROM search_gists; DELETE FROM search_text
            """)
      }
      try current.vacuum()
    } catch  where Self.isCorrupt(error) {
      replace(current, because: error)
      guard lock.withLock({ queue }) !== current else {
        throw GistError.local("Could not clear the cache \(file.path): it is damaged and in use.")
      }
    } catch {
      throw GistError.local("Could not clear the cache \(file.path) (\(Self.describe(error))).")
    }
  }

  /// The schema version the file is at (the last known migration applied), or nil.
  func schemaVersion() -> String? {
    read { db in try Self.applied(db) }.flatMap { applied in
      Self.migrations.last { applied.contains($0.identifier) }?.identifier
    }
  }

  /// Brings `db`'s schema up to `target` (all migrations when nil) in one exclusive
  /// transaction; a file that is not dehub's (another application id, or tables without
  /// one) is refused.
  static func migrate(_ db: Database, upTo target: String? = nil) throws {
    // A cache already at the newest schema says so in its header (`user_version`, set
    // below) and in its migrations' table, read without a transaction or GRDB's look at
    // the schema: every command opens the cache, and the full check cost each about half a
    // millisecond. Reading the table also finds a damaged file, as the full check did.
    if target == nil,
      try Int32.fetchOne(db, sql: "PRAGMA application_id") == applicationID,
      try Int.fetchOne(db, sql: "PRAGMA user_version") == migrations.count,
      try Int.fetchOne(db, sql: "SELECT count(*) FROM grdb_migrations") == migrations.count
    {
      return
    }
    try db.inTransaction(.exclusive) {
      let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      if id != applicationID {
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        guard tables == 0 else { throw ForeignFile(reason: "not a dehub cache") }
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
      }
      try db.execute(
        sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
      let applied = try Self.applied(db)
      for migration in migrations {
        if !applied.contains(migration.identifier) {
          try db.execute(sql: migration.sql)
          try db.execute(
            sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)",
            arguments: [migration.identifier])
        }
        if migration.identifier == target { break }
      }
      // Only a cache with every migration applied is marked as newest.
      let complete = target == nil || target == migrations.last?.identifier
      try db.execute(sql: "PRAGMA user_version = \(complete ? migrations.count : 0)")
      return .commit
    }
  }

  /// Whether `error` means the file is damaged or not dehub's (rather than busy, locked,
  /// read-only or unreadable for now).
  static func isCorrupt(_ error: any Error) -> Bool {
    if error is ForeignFile { return true }
    guard let error = error as? DatabaseError else { return false }
    return error.resultCode == .corrupt || error.resultCode == .notADatabase
  }

  // MARK: - Private

  private static func applied(_ db: Database) throws -> Set<String> {
    guard try db.tableExists("grdb_migrations") else { return [] }
    return Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
  }

  private func access<T>(_ body: (DatabaseQueue) throws -> T) -> T? {
    let current = lock.withLock { queue }
    do {
      return try body(current)
    } catch  where Self.isCorrupt(error) {
      replace(current, because: error)
      return nil
    } catch {
      if Self.isReadOnly(error) {
        Notices.post(
          "The cache \(file.path) cannot be written (read-only): dehub reads it, but what it "
            + "fetches now will not be kept for offline use.", key: "read-only \(file.path)")
      }
      return nil
    }
  }

  /// Whether `error` means the file or its folder cannot be written (a read-only file
  /// system, a file or folder of another user's): SQLite then opens the file for reading
  /// only, and every write fails.
  static func isReadOnly(_ error: any Error) -> Bool {
    guard let error = error as? DatabaseError else { return false }
    return error.resultCode == .readOnly || error.resultCode == .cantOpen
      || error.resultCode == .perm
  }

  /// Moves a corrupt file aside and opens an empty one, unless another thread already did.
  private func replace(_ broken: DatabaseQueue, because error: any Error) {
    lock.withLock {
      guard queue === broken else { return }
      try? broken.close()
      guard let (fresh, aside) = try? Self.rebuild(file, busyTimeout: busyTimeout) else { return }
      queue = fresh
      let notice = Self.movedAside(to: aside, because: error)
      lastNotice = notice
      Notices.post(notice)
    }
  }

  private static func open(_ file: URL, busyTimeout: TimeInterval) throws -> DatabaseQueue {
    // SQLite's page cache, 2 MB by default, is 256 KB: the browser reads its pages once
    // (the system keeps the file's pages anyway), and the 10,000-gist browser's resident
    // memory fell from 42.6 to 39.8 MB with it (-512 gave 40.9).
    // No fsync at a commit: the cache holds only what GitHub can give again, a crashed dehub
    // loses nothing the system has not written, and a file a power loss damaged is moved
    // aside and rebuilt. `dehub view` waited on eight fdatasyncs (two commits) before it
    // printed: 13 ms of its run under strace.
    let queue = try DatabaseQueue(path: file.path, busyTimeout: busyTimeout) { db in
      try db.execute(sql: "PRAGMA cache_size = -256; PRAGMA synchronous = OFF")
    }
    try queue.writeWithoutTransaction { db in try migrate(db) }
    return queue
  }

  /// Moves `file` aside and opens an empty one in its place; also gives the name it was
  /// moved to.
  private static func rebuild(_ file: URL, busyTimeout: TimeInterval) throws(GistError)
    -> (DatabaseQueue, aside: String)
  {
    let aside = file.deletingLastPathComponent().appendingPathComponent(
      "\(file.lastPathComponent).broken-\(Int(Date().timeIntervalSince1970))")
    try? FileManager.default.removeItem(at: aside)
    do {
      try FileManager.default.moveItem(at: file, to: aside)
      for suffix in ["-wal", "-shm", "-journal"] {
        try? FileManager.default.removeItem(atPath: file.path + suffix)
      }
      createIfMissing(file)
      pruneBroken(beside: file, keeping: 2, olderThan: 0)
      return (try open(file, busyTimeout: busyTimeout), aside.lastPathComponent)
    } catch {
      throw GistError.local("The cache \(file.path) cannot be used: \(describe(error)).")
    }
  }

  /// Makes `file` empty with mode 0600 unless it exists. Never replaces it: another
  /// process may have it open (FileManager's `createFile` writes a new file over it).
  static func createIfMissing(_ file: URL) {
    let descriptor = Glibc.open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 { Glibc.close(descriptor) }
  }

  /// Removes the damaged files moved aside from `file` (`NAME.broken-TIME`), but the newest
  /// `keeping` of them and those younger than `olderThan` seconds.
  static func pruneBroken(beside file: URL, keeping: Int, olderThan age: TimeInterval) {
    let folder = file.deletingLastPathComponent()
    let prefix = file.lastPathComponent + ".broken-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    let broken = names.compactMap { name -> (name: String, time: Int)? in
      guard name.hasPrefix(prefix), let time = Int(name.dropFirst(prefix.count)) else { return nil }
      return (name, time)
    }.sorted { $0.time > $1.time }
    let now = Date().timeIntervalSince1970
    for old in broken.dropFirst(keeping) where now - TimeInterval(old.time) >= age {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(old.name))
    }
  }

  private static func movedAside(to aside: String, because error: any Error) -> String {
    "The cache was unreadable (\(describe(error))); it was moved to \(aside) and rebuilt."
  }

  static func describe(_ error: any Error) -> String {
    if let error = error as? ForeignFile { return error.reason }
    guard let error = error as? DatabaseError else { return "\(error)" }
    switch error.resultCode {
    case .busy, .locked: return "another dehub is using it"
    case .readOnly: return "it is read-only"
    case .cantOpen, .perm, .auth: return "it cannot be opened"
    case .full: return "the disk is full"
    case .ioError: return "the disk could not read or write it"
    default: return error.message ?? "\(error.resultCode)"
    }
  }
}
