import Reactive

/// The login Stage, as its Director sees it.
public protocol LoginStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<LoginIntent> { get }
  /// The token field, as typed.
  var tokenText: Observable<String> { get }

  /// Shows the title ("Sign in to HOST") and what a token is and where one is made.
  func showIntro(title: String, lines: [String])
  /// Enables or disables the sign-in action.
  func enableSignIn(_ enabled: Bool)
  /// Shows that the token is being checked.
  func showChecking(_ checking: Bool)
  /// Shows why signing in failed (nil clears it); what was typed stays.
  func showError(_ message: String?)
  /// Puts the focus on "browse public gists" (true) or on the token field (false).
  func showFocus(onBrowse: Bool)
}
