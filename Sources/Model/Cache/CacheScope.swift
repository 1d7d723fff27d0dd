import Dispatch
import Synchronization

/// The cache as one session uses it: the database and the account (`HOST/LOGIN`) whose data
/// it reads and writes. The account may be learnt after start (the first run signs in
/// before anything is known); until then nothing is read or written. Writes run on a queue
/// of their own, off the main thread, in order.
public final class CacheScope: Sendable {
  /// The database.
  public let cache: GistCache
  private let accountKey: Mutex<String?>
  private let writes = DispatchQueue(label: "dehub.cache.writes")

  /// A scope over `cache` for `account` (nil while unknown).
  public init(cache: GistCache, account: String?) {
    self.cache = cache
    accountKey = Mutex(account)
  }

  /// The account, once known.
  public var account: String? { accountKey.withLock { $0 } }

  /// Sets the account (after `GET /user` said who the token is).
  public func setAccount(_ account: String) {
    accountKey.withLock { $0 = account }
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
