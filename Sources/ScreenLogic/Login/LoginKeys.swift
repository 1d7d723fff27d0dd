import Keys

/// The keys of the login screen, in help order (any other key types into the field).
public enum LoginKeys {
  /// The table.
  public static let table: [KeyBinding<LoginIntent, Never>] = [
    KeyBinding("submit", [.enter], "sign in, or browse", .write, .send(.submit), hinted: true),
    KeyBinding(
      "switch-focus", [.tab, .backTab], "switch between the token and “browse public gists”",
      .move, .send(.switchFocus), label: "Tab", hinted: true),
    KeyBinding("clear", [.ctrl("u")], "clear the field", .write, .view(.clearField)),
  ]

  /// Whether `key`, which the table leaves, types into the token field: `?` is never part
  /// of a token, so it opens help there as everywhere.
  public static func typesIntoToken(_ key: Key) -> Bool {
    key != .character("?")
  }
}
