/// Every screen's Director, as the shell sees it: its lifecycle, and whether an intent is
/// available now. The shell asks before it sends a key's intent, so a refused key never
/// reaches the handler, and help, the footer and the palette say the same reason.
///
/// Covered is not closed: a screen under another (compose under the diff of a conflict)
/// is still open, and only `closed` means the user left it.
public protocol ScreenDirector<Intent>: AnyObject {
  /// What the user asks of the screen.
  associatedtype Intent: Sendable
  /// The screen shows for the first time: observe the Stage and the models, load.
  func start()
  /// Another screen was opened over this one; it stays open underneath.
  func covered()
  /// The screen over this one closed: it shows again.
  func uncovered()
  /// The screen closed for good (the user left it, or the app started again).
  func closed()
  /// Why `intent` does nothing now, in a few words (`your gists only`); nil when it works.
  func availability(of intent: Intent) -> String?
}

extension ScreenDirector {
  /// Nothing to do while covered, unless the screen says otherwise.
  public func covered() {}
  /// Nothing to do when shown again, unless the screen says otherwise.
  public func uncovered() {}
  /// Nothing to do on closing, unless the screen says otherwise.
  public func closed() {}
  /// Everything is available, unless the screen says otherwise.
  public func availability(of intent: Intent) -> String? { nil }
}
