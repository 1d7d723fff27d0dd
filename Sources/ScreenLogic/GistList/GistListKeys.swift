import Keys

/// The keys of the gist list, in help order. The actions on a gist name the highlighted
/// one. A key is a row here, an intent case and its handler in `GistListDirector`.
public enum GistListKeys {
  /// The table.
  public static let table: [KeyBinding<GistListIntent, String>] =
    [
      KeyBinding(
        "open", [.enter], "open the gist", .read, .about { .open($0) }, hinted: true, rank: 0)
    ]
    + KeyBinding.navigation(item: "gist", first: "first gist", last: "last gist")
    + [
      KeyBinding(
        "filter", [.character("/")], "search as you type", note: "Esc clears", .read,
        .send(.startFilter), hinted: true, rank: 10),
      KeyBinding(
        "next-tab", [.tab], "next tab", .move, .send(.cycleTab(forward: true)), hinted: true),
      KeyBinding(
        "previous-tab", [.backTab], "previous tab", .move, .send(.cycleTab(forward: false))),
      KeyBinding(
        "mine", [.character("1")], GlobalAction.mine.action, .move, .send(.selectTab(.mine))),
      KeyBinding(
        "starred", [.character("2")], GlobalAction.starred.action, .move,
        .send(.selectTab(.starred))),
      KeyBinding(
        "public", [.character("3")], GlobalAction.discover.action, .move,
        .send(.selectTab(.discover))),
      KeyBinding(
        "user", [.character("4")], "User", note: "asks whose", .move, .send(.selectTab(.user))),
    ]
    + (0..<savedTabKeys).map { place in
      KeyBinding(
        "\(savedTabPrefix)\(place + 1)", [.character(Character(String(place + 5)))],
        "saved tab \(place + 1)", .move, .send(.selectSavedAt(place)))
    }
    + [
      KeyBinding(
        "save-search", [.character("+")], "save the search as a tab", note: "asks its name",
        .read, .send(.saveSearch)),
      // Before the tabs: a list that failed to load (nothing highlighted, open last) shows
      // it in the footer.
      KeyBinding(
        "refresh", [.character("r")], "refresh", .read, .send(.refresh), hinted: true, rank: 20),
      KeyBinding(
        "new", [.character("n")], GlobalAction.newGist.action, .write, .send(.newGist),
        hinted: true),
      KeyBinding("drafts", [.character("D")], GlobalAction.drafts.action, .read, .send(.drafts)),
      KeyBinding("outbox", [.character("W")], GlobalAction.outbox.action, .read, .send(.outbox)),
      KeyBinding("links", [.character("L")], GlobalAction.links.action, .read, .send(.links)),
      KeyBinding(
        "options", [.character("O")], GlobalAction.options.action, .read, .send(.options)),
      KeyBinding(
        "preview", [.character("p")], "preview pane", note: "on by itself from 140 columns",
        .read, .send(.togglePreview)),
      KeyBinding(
        "sort", [.character("s")], "sort: updated, created, description", .read,
        .send(.cycleOrder)),
      KeyBinding(
        "visibility", [.character("v")], "show: all, public, secret", .read,
        .send(.cycleVisibility)),
      KeyBinding(
        "star", [.character("*")], "star / unstar", .write, .about { .toggleStar($0) }),
      KeyBinding("copy-url", [.character("y")], "copy the URL", .read, .about { .copyURL($0) }),
      KeyBinding(
        "open-in-browser", [.character("o")], "open in the web browser", .read,
        .about { .openInBrowser($0) }),
      KeyBinding("edit", [.character("e")], "edit", .write, .about { .edit($0) }),
      KeyBinding(
        "delete", [.character("d")], "delete", note: "asks first; marked ones when marked",
        .destructive, .about { .delete($0) }),
      KeyBinding(
        "mark", [.character(" ")], "mark / unmark", note: "d, * act on the marks", .read,
        .about { .mark($0) }),
      KeyBinding(
        "mark-range", [.character("V")], "mark from the last mark to here", .read,
        .about { .markRange($0) }),
      KeyBinding(
        "mark-all", [.ctrl("a")], "mark every gist shown", note: "again: unmark them", .read,
        .send(.markAll)),
      KeyBinding("undo", [.character("u")], "undo the delete", .write, .send(.undo)),
    ]

  /// How many saved tabs have a key of their own (`5`–`9`).
  public static let savedTabKeys = 5
  /// The names of the saved tabs' keys start so (`saved-tab-1`).
  public static let savedTabPrefix = "saved-tab-"

  /// The keys the list's sentences name, as `keyMap` has them: the one that loads the list
  /// again, and the User tab's (to ask for another user).
  static func named(in keyMap: KeyMap) -> (retry: String?, user: String) {
    (keyMap.retryKey(in: table), keyMap.key(named: "user", in: table) ?? "4")
  }
}
