/// What the app's own keys ask of the shell, on every screen.
public enum ShellIntent: Sendable {
  /// The screen's help.
  case help
  /// The command palette.
  case palette
  /// Back to the screen below (quit on the first).
  case back
}
