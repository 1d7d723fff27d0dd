/// What the user asks of the login screen.
public enum LoginIntent: Equatable, Sendable {
  /// Sign in with the token typed.
  case signIn
  /// Browse public gists without signing in.
  case browsePublic
}
