import Keys

/// The keys of the compose screen, in help order; the file actions name the highlighted
/// file.
public enum ComposeKeys {
  /// The table.
  public static let table: [KeyBinding<ComposeIntent, String>] = [
    KeyBinding(
      "add-file", [.character("a")], "add a file", .write, .send(.ask(.newFileName)),
      hinted: true, rank: 2),
    KeyBinding(
      "edit", [.enter, .character("e")], "edit", .write, .about { .editFile($0) }, hinted: true,
      rank: 1),
    KeyBinding(
      "description", [.character("D")], "description", .write, .send(.ask(.description)),
      hinted: true, rank: 3),
    KeyBinding(
      "send", [.character("S"), .ctrl("s")], "send", .write, .send(.send), hinted: true, rank: 0
    ),
    KeyBinding("send-as-new", [.character("N")], "send as a new gist", .write, .send(.sendAsNew)),
    KeyBinding(
      "add-local-file", [.character("A")], "add a local file", .write, .send(.ask(.localFile)),
      hinted: true, rank: 5),
    KeyBinding(
      "rename", [.character("R")], "rename the file", .write, .about { .ask(.rename($0)) }),
    KeyBinding(
      "remove", [.character("x"), .delete], "remove the file", note: "asks first",
      .destructive, .about { .removeFile($0) }),
    KeyBinding(
      "visibility", [.character("p")], "public / secret", .write, .send(.togglePublic),
      hinted: true, rank: 4),
    KeyBinding(
      "diff", [.character("d")], "the changes, as a diff", .read, .send(.showChanges),
      hinted: true, rank: 6),
    KeyBinding("down", [.down, .character("j")], "next file", .move, .view(.move(.by(1)))),
    KeyBinding("up", [.up, .character("k")], "previous file", .move, .view(.move(.by(-1)))),
  ]
}
