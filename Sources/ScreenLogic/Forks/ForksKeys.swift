import Keys

/// The keys of the forks screen, in help order; Enter opens the highlighted fork.
public enum ForksKeys {
  /// The table.
  public static let table: [KeyBinding<ForksIntent, String>] =
    [KeyBinding("open", [.enter], "open the fork", .read, .about { .open($0) }, hinted: true)]
    + KeyBinding.navigation(item: "fork", first: "newest", last: "oldest")
    + [KeyBinding("refresh", [.character("r")], "reload", .read, .send(.refresh))]
}
