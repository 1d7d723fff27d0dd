/// What the user asks of the look-up screen.
public enum LookupIntent: Equatable, Sendable {
  /// Ask the server again.
  case retry
}
