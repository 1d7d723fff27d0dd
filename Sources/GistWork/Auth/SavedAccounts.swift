import FoundationEssentials
import GistValues
import Model

/// The accounts saved for one host, as the browser switches between them: each login and
/// which is active, and making one active (its token comes back, to sign in with).
public struct SavedAccounts: Sendable {
  /// One saved account.
  public struct Entry: Equatable, Sendable {
    /// Whose it is (nil: not known yet, a token moved from an older dehub).
    public var login: String?
    /// Whether it is the host's active one.
    public var isActive: Bool
  }

  private let store: TokenStore
  /// The host.
  public let host: String

  /// The accounts of `host` in `store`.
  public init(store: TokenStore, host: String) {
    self.store = store
    self.host = host
  }

  /// The host's accounts, in the order they were added.
  public func entries() throws(GistError) -> [Entry] {
    guard let saved = try store.hosts()[host] else { return [] }
    let active = saved.activeAccount?.login
    return saved.accounts.map { Entry(login: $0.login, isActive: $0.login == active) }
  }

  /// Makes `login`'s account the active one; its token.
  public func use(_ login: String) throws(GistError) -> String {
    guard let account = try store.account(host: host, login: login) else {
      throw GistError.local("No account \(login) is saved for \(host).")
    }
    try store.activate(host: host, login: login)
    return account.token
  }
}
