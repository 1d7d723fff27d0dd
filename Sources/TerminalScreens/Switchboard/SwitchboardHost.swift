import ScreenLogic

/// What the switchboard needs from the app around it: what scenes are built with now, and
/// the account changes that come with signing in.
public protocol SwitchboardHost: AnyObject {
  /// What a scene built now gets (the API of the current account, the worker, …), with
  /// `navigator` to move on.
  func sceneContext(navigator: any Navigator) -> SceneContext
  /// From now on, use `token`, which signs in as `login`.
  func signIn(token: String, login: String)
  /// From now on, use no token.
  func browseAnonymously()
  /// Whether no token is in use (before signing in, or browsing public gists): the screens
  /// that need an account open the login first.
  var isSignedOut: Bool { get }
}
