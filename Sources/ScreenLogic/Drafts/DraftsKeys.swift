import Keys

/// The keys of the unsent drafts, in help order; the actions name the highlighted draft.
public enum DraftsKeys {
  /// The table.
  public static let table: [KeyBinding<DraftsIntent, String>] = [
    KeyBinding(
      "open", [.enter], "review the draft", .read, .about { .review($0) }, hinted: true),
    KeyBinding(
      "discard", [.character("x"), .delete], "discard it", note: "asks first", .destructive,
      .about { .discard($0) }, hinted: true),
    KeyBinding("down", [.down, .character("j")], "next draft", .move, .view(.move(.by(1)))),
    KeyBinding("up", [.up, .character("k")], "previous draft", .move, .view(.move(.by(-1)))),
  ]
}
