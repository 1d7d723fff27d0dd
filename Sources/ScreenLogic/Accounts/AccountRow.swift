/// One saved account as the accounts screen lists it.
public struct AccountRow: Equatable, Sendable {
  /// The login.
  public var login: String
  /// What is said beside it ("in use", "active for the next start").
  public var state: String
  /// Whether the app works for it now.
  public var inUse: Bool

  /// A row.
  public init(login: String, state: String, inUse: Bool) {
    self.login = login
    self.state = state
    self.inUse = inUse
  }
}
