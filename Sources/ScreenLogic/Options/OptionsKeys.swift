import Keys

/// The keys of the options screen, in help order; the intent is the highlighted option's
/// key, toggled.
public enum OptionsKeys {
  /// The table.
  public static let table: [KeyBinding<String, String>] = [
    KeyBinding(
      "toggle", [.character(" "), .enter], "change it", .write, .about { $0 }, hinted: true),
    KeyBinding(
      "down", [.down, .character("j")], "next option", .move, .view(.move(.by(1))),
      hinted: true),
    KeyBinding("up", [.up, .character("k")], "previous option", .move, .view(.move(.by(-1)))),
  ]
}
