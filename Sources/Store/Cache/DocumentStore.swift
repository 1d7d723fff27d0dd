import FoundationEssentials
import GistValues

/// Whole gists with their content (the `documents` table of the cache), each account's
/// apart, evicted least recently used past the cache's limit; every gist kept goes into the
/// account's search index too.
public struct DocumentStore: Sendable {
  let database: CacheDatabase
  /// Past this many bytes of whole gists, the least recently used are evicted.
  let limitBytes: Int
  /// What time it is (when gists were fetched and last used).
  let clock: @Sendable () -> Date

  /// The whole gist `id`, when cached (and marks it used).
  public func gist(account: String, id: String) -> Gist? {
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
  public func save(_ gist: Gist, account: String) {
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
    SearchIndex(database: database, account: account).record(document: gist)
    evict()
  }

  /// Forgets the whole gist `id` (it was deleted).
  func remove(_ id: String, account: String) {
    database.write { db in
      try db.execute(
        sql: "DELETE FROM documents WHERE account = ? AND id = ?", arguments: [account, id])
    }
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
}
