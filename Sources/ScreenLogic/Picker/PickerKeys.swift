import Keys

/// The keys of the picker, in help order (every other key edits the query).
public enum PickerKeys {
  /// The table.
  public static let table: [KeyBinding<PickerIntent, PickerChoice>] = [
    KeyBinding("choose", [.enter], "choose", .read, .about { .choose($0) }, hinted: true),
    KeyBinding(
      "cancel", [.escape, .ctrl("c"), .ctrl("g")], "leave", .read, .send(.cancel), label: "Esc",
      hinted: true),
    KeyBinding(
      "down", [.down, .ctrl("n")], "next", .move, .view(.move(.by(1))), hinted: true),
    KeyBinding(
      "up", [.up, .ctrl("p")], "previous", .move, .view(.move(.by(-1))), hinted: true),
    KeyBinding("page-down", [.pageDown], "next page", .move, .view(.move(.page(1)))),
    KeyBinding("page-up", [.pageUp], "previous page", .move, .view(.move(.page(-1)))),
  ]
}
