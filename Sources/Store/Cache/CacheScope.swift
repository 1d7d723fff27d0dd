import Dispatch
import Synchronization

/// The cache as one session uses it: the database, the API host, and the login whose data
/// it reads and writes (account `HOST/LOGIN`). The login may be learnt after start (the
/// first run signs in before anything is known); until then nothing is read or written.
/// Writes run on a queue of their own, off the main thread, in order.
public final class CacheScope: Sendable {
  /// The login of a session without a token.
  public static let anonymous = "(anonymous)"

  /// The database.
  public let cache: GistCache
  /// The API host (its base URL), which keys the accounts.
  public let host: String
  private let knownLogin: Mutex<String?>
  private let writes = DispatchQueue(label: "dehub.cache.writes")

  /// A scope over `cache` for `login` at `host` (nil while unknown).
  public init(cache: GistCache, host: String, login: String?) {
    self.cache = cache
    self.host = host
    knownLogin = Mutex(login)
  }

  /// The login, once known.
  public var login: String? { knownLogin.withLock { $0 } }

  /// The account key, once the login is known.
  public var account: String? { login.map { GistCache.account(host: host, login: $0) } }

  /// From now on, `login`'s data (after `GET /user` said who the token is, or
  /// `CacheScope.anonymous` when browsing without signing in).
  public func use(login: String) {
    knownLogin.withLock { $0 = login }
  }

  /// Runs `body` with the cache and account on the write queue, when the account is known.
  public func write(_ body: @escaping @Sendable (GistCache, String) -> Void) {
    guard let account else { return }
    let cache = self.cache
    writes.async { body(cache, account) }
  }

  /// Waits until every write asked for so far is done (before the process ends).
  public func flush() {
    writes.sync {}
  }
}
