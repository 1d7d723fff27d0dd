/// What the user asks of the login screen.
public enum LoginIntent: Equatable, Sendable {
  /// Sign in with the token typed.
  case signIn
  /// Browse public gists without signing in.
  case browsePublic
  /// Enter: what the control with the focus does (sign in, or browse).
  case submit
  /// Tab: the focus to the other control (the token field, or "browse public gists").
  case switchFocus
}
