import Keys

/// The keys of the gist detail screen, in help order. A key is a row here, an intent case
/// and its handler in `GistDetailDirector`.
public enum GistDetailKeys {
  /// The table.
  public static let table: [KeyBinding<GistDetailIntent, Never>] =
    [
      KeyBinding(
        "next-file", [.tab], "next file", .move, .send(.cycleFile(forward: true)), hinted: true,
        rank: 2),
      KeyBinding(
        "previous-file", [.backTab], "previous file", .move, .send(.cycleFile(forward: false))),
      KeyBinding(
        "choose-file", [.character("t")], "go to a file by name", note: "type to filter", .move,
        .view(.choose(.file))),
    ]
    + KeyBinding.scrolling()
    + [
      // Before history: a line cut at the edge (`›`) is what a reader meets first.
      KeyBinding(
        "wrap", [.character("w")], "wrap long lines", .read, .view(.wrap), hinted: true, rank: 3),
      KeyBinding(
        "rendering", [.character("m")], "rendered / as written", .read,
        .send(.toggleRendering)),
      KeyBinding(
        "find", [.character("/")], "find in the files", .read, .send(.find), hinted: true,
        rank: 0),
      KeyBinding(
        "next-match", [.character("n")], "next match", .move, .send(.nextMatch(forward: true))),
      KeyBinding(
        "previous-match", [.character("N")], "previous match", .move,
        .send(.nextMatch(forward: false))),
      KeyBinding(
        "star", [.character("*")], "star / unstar", .write, .send(.toggleStar),
        hinted: true, rank: 1),
      KeyBinding(
        "history", [.character("h")], "history", .read, .send(.history), hinted: true, rank: 3),
      KeyBinding(
        "comments", [.character("c")], "comments", .read, .send(.comments), hinted: true,
        rank: 4),
      KeyBinding(
        "open-original", [.enter], "open the gist it was forked from", .read,
        .send(.openOriginal)),
      KeyBinding("forks", [.character("F")], "forks of this gist", .read, .send(.forks)),
      KeyBinding("edit", [.character("e")], "edit", .write, .send(.edit)),
      KeyBinding("fork", [.character("f")], "fork", .write, .send(.fork)),
      KeyBinding(
        "make-public", [.character("P")], "make public", note: "a public copy; asks first",
        .write, .send(.makePublic)),
      KeyBinding(
        "delete", [.character("d")], "delete", note: "asks first", .destructive,
        .send(.delete)),
      KeyBinding("copy-url", [.character("y")], "copy the URL", .read, .send(.copyURL)),
      KeyBinding("copy-file", [.character("Y")], "copy the file's text", .read, .send(.copyFile)),
      KeyBinding(
        "copy-raw-url", [.character("u")], "copy the file's raw URL", .read, .send(.copyRawURL)),
      KeyBinding(
        "save-file", [.character("S")], "save the file here", note: "asks the name", .write,
        .send(.saveFile)),
      KeyBinding(
        "open-in-browser", [.character("o")], "open in the web browser",
        note: "a binary file: in its viewer", .read, .send(.openInBrowser)),
      KeyBinding(
        "clone", [.character("C")], "clone", note: "asks for a folder", .write, .send(.clone)),
      // Last in the footer: first when the gist did not load (the rest is not offered).
      KeyBinding(
        "refresh", [.character("r")], "reload", .read, .send(.refresh), hinted: true, rank: 60),
    ]
}
