import FoundationEssentials
import GistValues

extension SearchIndex {
  /// When the index last heard from GitHub about the account's lists (the newest fetch of a
  /// cached page of Mine or Starred, which feed it); nil when it never did.
  public func updatedAt() -> Date? {
    let newest =
      database.read { db in
        try Double.fetchOne(
          db,
          sql: """
            SELECT max(fetched_at) FROM list_pages
            WHERE account = ? AND list IN ('mine', 'starred')
            """, arguments: [account])
      } ?? nil
    return newest.map { Date(timeIntervalSince1970: $0) }
  }

  /// The `limit` gists updated last (newest first): the account's own when `mine`, its
  /// starred ones when `starred`, both when neither.
  public func recent(limit: Int, mine: Bool = false, starred: Bool = false) -> [Gist] {
    let filter = (mine ? " AND mine" : "") + (starred ? " AND starred" : "")
    let rows =
      database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT row FROM search_gists INDEXED BY search_gists_recent
            WHERE account = ?\(filter) ORDER BY updated_at DESC LIMIT ?
            """, arguments: [account, limit])
      } ?? []
    return rows.compactMap { row in
      let body: Data = row["row"]
      return try? Gist.whole(from: body)
    }
  }

  /// Gist `id` as the index keeps its list row (no file contents), when indexed.
  public func gist(id: String) -> Gist? {
    let body =
      database.read { db in
        try Data.fetchOne(
          db, sql: "SELECT row FROM search_gists WHERE account = ? AND id = ?",
          arguments: [account, id])
      } ?? nil
    return body.flatMap { try? Gist.whole(from: $0) }
  }
}
