/// A move between screens, as a Director asks for it; the switchboard performs it. Every
/// way the app goes from one screen to another is a case here (one place to read all
/// navigation).
public enum Transition: Equatable, Sendable {
  /// Shows the destination on top.
  case push(Destination)
  /// Shows the destination in place of the top screen.
  case replaceTop(Destination)
  /// Starts again from the destination (every screen closed).
  case restart(Destination)
  /// Closes the top screen (closing the last one quits).
  case back
  /// Ends the app where it is (Ctrl-C, the palette's quit): every screen is closed first,
  /// the top one first (compose keeps what is typed in it as a draft).
  case quit
  /// A token was checked as `login`'s: use it, start on the user's gists, then open `then`.
  case signedIn(token: String, login: String, then: Destination?)
  /// Go on without signing in: start on public gists, then open `then`.
  case browsePublic(then: Destination?)
}
