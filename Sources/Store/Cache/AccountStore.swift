/// Which login each token signed in as, by host (the `accounts` table of the cache): a start
/// that knows its token's login reads nothing from the network to learn it.
public struct AccountStore: Sendable {
  let database: CacheDatabase

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
}
