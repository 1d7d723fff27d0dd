/// What the shell asks of every screen's Director: whether an intent is available now. The
/// shell asks before it sends a key's intent, so a refused key never reaches the handler,
/// and help, the footer and the palette say the same reason.
public protocol ScreenDirector<Intent>: AnyObject {
  /// What the user asks of the screen.
  associatedtype Intent: Sendable
  /// Why `intent` does nothing now, in a few words (`your gists only`); nil when it works.
  func availability(of intent: Intent) -> String?
}

extension ScreenDirector {
  /// Everything is available, unless the screen says otherwise.
  public func availability(of intent: Intent) -> String? { nil }
}
