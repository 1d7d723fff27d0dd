import Keys

/// The keys of the outbox, in help order; the actions name the highlighted write.
public enum OutboxKeys {
  /// The table.
  public static let table: [KeyBinding<OutboxIntent, String>] = [
    KeyBinding(
      "open", [.enter], "open it", note: "a new gist or an edit in compose", .read,
      .about { .open($0) }, hinted: true),
    KeyBinding("send", [.character("S")], "send now", .write, .send(.sendNow), hinted: true),
    KeyBinding(
      "drop", [.character("x"), .delete], "drop it, unsent", note: "asks first", .destructive,
      .about { .drop($0) }, hinted: true),
    KeyBinding("down", [.down, .character("j")], "next write", .move, .view(.move(.by(1)))),
    KeyBinding("up", [.up, .character("k")], "previous write", .move, .view(.move(.by(-1)))),
  ]
}
