import Keys

/// The keys of a diff, in help order.
public enum DiffKeys {
  /// The table.
  public static let table: [KeyBinding<DiffIntent, Never>] =
    KeyBinding.scrolling(hinted: ["down", "page-down"]) + [
      KeyBinding("wrap", [.character("w")], "wrap long lines", .read, .view(.wrap), hinted: true),
      KeyBinding(
        "context", [.character("c")], "context: the changes only, or whole files", .read,
        .send(.toggleContext), hinted: true),
    ]
}
