import Keys

/// The keys of the accounts screen, in help order; Enter uses the highlighted account.
public enum AccountsKeys {
  /// The table.
  public static let table: [KeyBinding<AccountsIntent, String>] =
    [
      KeyBinding(
        "use", [.enter], "use this account", .write, .about { .use($0) }, hinted: true)
    ]
    + KeyBinding.navigation(item: "account", first: "first account", last: "last account")
    + [KeyBinding("refresh", [.character("r")], "read again", .read, .send(.refresh))]
}
