import Keys

/// The app's own keys, on every screen after the screen's table: help, the palette, back.
/// (Ctrl-C quits and Ctrl-Z suspends from anywhere; those are the terminal's, not
/// remapped.)
public enum ShellKeys {
  /// The table.
  public static let table: [KeyBinding<ShellIntent, Never>] = [
    KeyBinding("help", [.character("?")], "this help", .read, .send(.help)),
    KeyBinding("back", [.character("q"), .escape], "back", .move, .send(.back)),
    KeyBinding(
      "palette", [.ctrl("p"), .character(":")], "command palette: every action by name", .read,
      .send(.palette)),
  ]
}
