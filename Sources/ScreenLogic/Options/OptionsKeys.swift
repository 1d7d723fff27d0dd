import Keys

/// The keys of the options screen, in help order; the intent is the highlighted option's
/// key, toggled, or a change of a saved search tab (`SavedTabRow`).
public enum OptionsKeys {
  /// The table.
  public static let table: [KeyBinding<String, String>] = [
    KeyBinding(
      "toggle", [.character(" "), .enter], "change it", .write, .about { $0 }, hinted: true),
    KeyBinding(
      "down", [.down, .character("j")], "next option", .move, .view(.move(.by(1))),
      hinted: true),
    KeyBinding("up", [.up, .character("k")], "previous option", .move, .view(.move(.by(-1)))),
    KeyBinding(
      "remove-tab", [.character("x")], "remove the saved search tab", .destructive,
      .about { SavedTabRow.intent(.remove, on: $0) }),
    KeyBinding(
      "tab-left", [.character("K")], "move the saved tab left", .write,
      .about { SavedTabRow.intent(.up, on: $0) }),
    KeyBinding(
      "tab-right", [.character("J")], "move the saved tab right", .write,
      .about { SavedTabRow.intent(.down, on: $0) }),
  ]
}
