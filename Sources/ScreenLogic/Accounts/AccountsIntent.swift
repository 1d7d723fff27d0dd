/// What the user asks of the accounts screen; an account is named by its login.
public enum AccountsIntent: Equatable, Sendable {
  /// Use this account from now on.
  case use(String)
  /// Read the saved accounts again.
  case refresh
}
