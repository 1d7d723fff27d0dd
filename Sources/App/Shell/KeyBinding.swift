import TerminalUI

/// One line of a screen's key table: the keys, what they do, and whether the hint line
/// shows it. Help and the hint line are made from the same table the Stage dispatches on,
/// so they cannot drift apart.
public struct KeyBinding<Command: Sendable>: Sendable {
  /// The keys.
  public var keys: [Key]
  /// How help writes them (`↑ k`).
  public var label: String
  /// What they do.
  public var action: String
  /// Whether the footer hint line shows it.
  public var hinted: Bool
  /// Its place in the footer (lower first; the footer drops the last first): what the
  /// screen is for before the rest, scrolling after everything.
  public var rank: Int
  /// What the Stage does for it.
  public var command: Command
  /// Why it does nothing now, in a few words (its Director says); nil when it works.
  public var unavailable: String?

  /// What help and the hint line say it does: the action, and why not now when it is not
  /// available.
  public var description: String { unavailable.map { "\(action) (\($0))" } ?? action }

  /// A binding; `rank` orders the footer (scroll keys come after every other by
  /// themselves).
  public init(
    _ keys: [Key], _ label: String, _ action: String, _ command: Command, hinted: Bool = false,
    rank: Int = 50
  ) {
    self.keys = keys
    self.command = command
    self.label = label
    self.action = action
    self.hinted = hinted
    let scrolls = keys.contains { Self.scrollKeys.contains($0) }
    self.rank = scrolls ? 1_000 + rank : rank
  }

  /// The keys that only move or scroll: the first a narrow footer drops.
  static var scrollKeys: [Key] {
    [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end]
  }
}

extension KeyBinding {
  /// The keys that move through a list: arrows and `j`/`k` by one `item`, PgUp/PgDn and
  /// Ctrl-B/Ctrl-F by a page, `g`/`G` (Home/End) to the `first` and `last`, each a
  /// `ListMove` the screen's command wraps.
  static func navigation(
    item: String, first: String, last: String, _ move: (ListMove) -> Command
  ) -> [KeyBinding] {
    [
      KeyBinding([.down, .character("j")], "↓ j", "next \(item)", move(.by(1))),
      KeyBinding([.up, .character("k")], "↑ k", "previous \(item)", move(.by(-1))),
      KeyBinding([.pageDown, .ctrl("f")], "PgDn Ctrl-F", "next page", move(.page(1))),
      KeyBinding([.pageUp, .ctrl("b")], "PgUp Ctrl-B", "previous page", move(.page(-1))),
      KeyBinding([.character("g"), .home], "g Home", first, move(.first)),
      KeyBinding([.character("G"), .end], "G End", last, move(.last)),
    ]
  }
}

extension Array {
  /// The binding that `key` triggers.
  func binding<Command>(for key: Key) -> KeyBinding<Command>? where Element == KeyBinding<Command> {
    first { $0.keys.contains(key) }
  }

  /// Entries for the help overlay.
  func helpEntries<Command>() -> [(keys: String, action: String)]
  where Element == KeyBinding<Command> {
    map { ($0.label, $0.description) }
  }

  /// Entries for the hint line, most important first (by rank, then table order): the
  /// footer drops from the end.
  func hints<Command>() -> [(keys: String, action: String)] where Element == KeyBinding<Command> {
    enumerated().filter(\.element.hinted)
      .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
      .map { ($0.element.label, $0.element.description) }
  }
}
