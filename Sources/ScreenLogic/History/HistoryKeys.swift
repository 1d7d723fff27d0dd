import Keys

/// The keys of the history, in help order; the actions name the highlighted revision.
public enum HistoryKeys {
  /// The table.
  public static let table: [KeyBinding<HistoryIntent, String>] =
    [
      KeyBinding(
        "changes", [.enter], "what this revision changed", .read, .about { .changes($0) },
        hinted: true, rank: 0),
      KeyBinding(
        "diff", [.character("d")], "diff against the current version", .read,
        .about { .diff($0) }, hinted: true, rank: 3),
      KeyBinding(
        "files", [.character("o")], "the files at this revision", .read, .about { .open($0) },
        hinted: true, rank: 2),
      KeyBinding(
        "restore", [.character("r")], "restore this revision", note: "asks first", .write,
        .about { .restore($0) }, hinted: true, rank: 1),
    ]
    + KeyBinding.navigation(item: "revision", first: "newest", last: "oldest")
    + [KeyBinding("refresh", [.character("R")], "reload", .read, .send(.refresh))]
}
