import FoundationEssentials

extension GistCache {
  /// The ids of `account`'s cached gists (on a cached list, or kept whole) that start with
  /// `prefix`, at most `limit` of them: what a short id (`dehub view 1a2b3c4`) may name.
  public func ids(startingWith prefix: String, account: String, limit: Int = 10) -> [String] {
    let found = database.read { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT id FROM list_members WHERE account = ? AND substr(id, 1, ?) = ?
          UNION SELECT id FROM documents WHERE account = ? AND substr(id, 1, ?) = ?
          ORDER BY id LIMIT ?
          """,
        arguments: [account, prefix.count, prefix, account, prefix.count, prefix, limit])
    }
    return found ?? []
  }
}
