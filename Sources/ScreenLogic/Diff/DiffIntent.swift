/// What the user asks of the diff screen.
public enum DiffIntent: Equatable, Sendable {
  /// Three lines of context, or the whole files.
  case toggleContext
}
