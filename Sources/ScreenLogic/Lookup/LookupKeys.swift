import Keys

/// The keys of the look-up screen.
public enum LookupKeys {
  /// The table.
  public static let table: [KeyBinding<LookupIntent, Never>] = [
    KeyBinding(
      "refresh", [.character("r")], "ask the server again", .read, .send(.retry), hinted: true)
  ]
}
