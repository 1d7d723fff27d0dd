import Keys

/// The keys of the comments screen, in help order; the actions name the highlighted
/// comment.
public enum CommentsKeys {
  /// The table.
  public static let table: [KeyBinding<CommentsIntent, Int>] =
    [
      KeyBinding(
        "add", [.character("a")], "add a comment", note: "in your editor", .write, .send(.add),
        hinted: true, rank: 0),
      KeyBinding(
        "add-line", [.character("A")], "add a one-line comment", .write, .send(.addLine),
        hinted: true, rank: 1),
      KeyBinding(
        "edit", [.character("e")], "edit the comment", note: "in your editor", .write,
        .about { .edit($0) }, hinted: true, rank: 2),
      KeyBinding(
        "open-link", [.enter], "open the link in the comment", .read, .about { .openLink($0) },
        hinted: true, rank: 4),
      KeyBinding(
        "delete", [.character("d")], "delete the comment", note: "asks first", .destructive,
        .about { .delete($0) }, hinted: true, rank: 3),
    ]
    + KeyBinding.navigation(item: "comment", first: "first comment", last: "last comment")
    + [KeyBinding("refresh", [.character("r")], "reload", .read, .send(.refresh))]
}
