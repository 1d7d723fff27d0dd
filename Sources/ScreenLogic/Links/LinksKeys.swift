import GistWork
import Keys

/// The keys of the links screen, in help order; the actions name the highlighted file.
public enum LinksKeys {
  /// The table.
  public static let table: [KeyBinding<LinksIntent, LinkedFile>] =
    [
      KeyBinding(
        "open", [.enter], "diff", .read, .about { .diff($0) }, hinted: true)
    ]
    + KeyBinding.navigation(item: "file", first: "first file", last: "last file")
    + [
      KeyBinding(
        "push", [.character("u")], "push to GitHub", .write,
        .about { .push($0) }, hinted: true),
      KeyBinding(
        "pull", [.character("d")], "pull from GitHub",
        .write, .about { .pull($0) }, hinted: true),
      KeyBinding(
        "unlink", [.character("x")], "unlink", note: "asks first; no file changes",
        .destructive, .about { .unlink($0) }),
      KeyBinding("refresh", [.character("r")], "refresh", .read, .send(.refresh), hinted: true),
    ]
}
