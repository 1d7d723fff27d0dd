import Keys

/// The keys of the command palette, in help order (every other key edits the query).
public enum PaletteKeys {
  /// The table.
  public static let table: [KeyBinding<PaletteIntent, String>] = [
    KeyBinding("choose", [.enter], "run", .read, .about { .choose($0) }, hinted: true),
    KeyBinding(
      "cancel", [.escape, .ctrl("g")], "close", .read, .send(.cancel), label: "Esc",
      hinted: true),
    KeyBinding("down", [.down, .ctrl("n")], "next", .move, .view(.move(.by(1)))),
    KeyBinding("up", [.up, .ctrl("p")], "previous", .move, .view(.move(.by(-1)))),
    KeyBinding("page-down", [.pageDown], "next page", .move, .view(.move(.page(1)))),
    KeyBinding("page-up", [.pageUp], "previous page", .move, .view(.move(.page(-1)))),
  ]
}
