import FoundationEssentials
import Synchronization

/// The account drafts are written for now: the API host (its base URL) and the login, once
/// known. A draft records both when it is saved, so a draft written against one server or
/// account is not sent to another without asking.
public final class DraftAccount: Sendable {
  /// The API's base URL (`https://api.github.com`).
  public let host: String
  private let knownLogin: Mutex<String?>

  /// The account of `login` (nil while unknown) at `host`.
  public init(host: String, login: String? = nil) {
    self.host = host
    knownLogin = Mutex(login)
  }

  /// The login, once known.
  public var login: String? { knownLogin.withLock { $0 } }

  /// From now on, drafts are `login`'s (after `GET /user` said who the token is).
  public func use(login: String?) {
    knownLogin.withLock { $0 = login }
  }

  /// Whether `draft` was written for this account. A draft saved before drafts recorded
  /// their host has none: it is treated as written for the current account, as it was
  /// before. Logins are compared only when both are known (a command that never asked
  /// `GET /user` records the host alone).
  public func owns(_ draft: Draft) -> Bool {
    guard let host = draft.host else { return true }
    guard Self.sameHost(host, self.host) else { return false }
    guard let theirs = draft.login, let ours = login else { return true }
    return theirs.lowercased() == ours.lowercased()
  }

  /// Whether `draft` was written for this account's host (any login there; an old draft
  /// with no host is).
  public func isOnThisHost(_ draft: Draft) -> Bool {
    draft.host.map { Self.sameHost($0, host) } ?? true
  }

  /// Whether `other` (an API base URL) is this account's host.
  public func isOnThisHost(host other: String) -> Bool {
    Self.sameHost(other, host)
  }

  /// `draft` as written for this account: its host and login.
  public func stamp(_ draft: Draft) -> Draft {
    var draft = draft
    draft.host = host
    draft.login = login
    return draft
  }

  /// Who this account is, in words: "LOGIN at HOST" (or "HOST" while the login is unknown).
  public var described: String { Self.describe(host: host, login: login) }

  /// Who `draft` was written for, in words: "LOGIN at HOST" (nil for an old draft with no
  /// host).
  public static func writer(of draft: Draft) -> String? {
    draft.host.map { describe(host: $0, login: draft.login) }
  }

  /// "LOGIN at HOST", the host without its scheme (`api.github.com`, `ghe.example.com/api/v3`).
  static func describe(host: String, login: String?) -> String {
    let shown = shortHost(host)
    return login.map { "\($0) at \(shown)" } ?? shown
  }

  private static func shortHost(_ host: String) -> String {
    var text = host
    for scheme in ["https://", "http://"] where text.lowercased().hasPrefix(scheme) {
      text.removeFirst(scheme.count)
    }
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }

  private static func sameHost(_ one: String, _ other: String) -> Bool {
    func normal(_ text: String) -> String {
      var text = text.lowercased()
      while text.hasSuffix("/") { text.removeLast() }
      return text
    }
    return normal(one) == normal(other)
  }
}
