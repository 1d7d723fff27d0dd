import Keys

/// One row of a screen's key table: its name (what `[keys]` in the config calls it), the
/// keys, how help writes them, what it does in a few words, its category, whether and where
/// the footer shows it, and what it does: an intent for the Director (about the highlighted
/// `Item`, when it needs one), or an operation of the view alone. Help, the footer and the
/// command palette are made from the same rows the shell dispatches on.
public struct KeyBinding<Intent: Sendable, Item: Sendable>: Sendable {
  /// What pressing it does.
  public enum Effect: Sendable {
    /// Sends this intent.
    case send(Intent)
    /// Sends the intent about the highlighted item (nothing when none is highlighted).
    case about(@Sendable (Item) -> Intent)
    /// Does this in the view alone.
    case view(ViewOperation)
  }

  /// The action's name, the same on every screen that has it (`star`, `edit`, `down`).
  public var name: String
  /// The keys.
  public var keys: [Key]
  /// How help writes them (`↑ k`).
  public var label: String
  /// What they do, in a few words (`delete`).
  public var action: String
  /// A few words more, said beside the action while it is available (`asks first`).
  public var note: String?
  /// What kind of thing it does.
  public var category: KeyCategory
  /// Whether the footer shows it.
  public var hinted: Bool
  /// Its place in the footer (lower first; the footer drops the last first): what the
  /// screen is for before the rest, scrolling after everything.
  public var rank: Int
  /// What it does.
  public var effect: Effect

  /// A binding; `label` defaults to the keys' own names; `rank` orders the footer (scroll
  /// keys come after every other by themselves).
  public init(
    _ name: String, _ keys: [Key], _ action: String, note: String? = nil,
    _ category: KeyCategory, _ effect: Effect, label: String? = nil, hinted: Bool = false,
    rank: Int = 50
  ) {
    self.name = name
    self.keys = keys
    self.label = label ?? keys.map(\.label).joined(separator: " ")
    self.action = action
    self.note = note
    self.category = category
    self.effect = effect
    self.hinted = hinted
    let scrolls = keys.contains { Self.scrollKeys.contains($0) }
    self.rank = scrolls ? 1_000 + rank : rank
  }

  /// The keys that only move or scroll: the first a narrow footer drops.
  static var scrollKeys: [Key] {
    [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end]
  }

  /// Whether it only scrolls (its rank puts it after every verb).
  public var scrolls: Bool { rank >= 1_000 }

  /// The intent it sends with `highlighted` under the highlight (nil: a view operation,
  /// or an action about an item when none is highlighted).
  public func intent(highlighted: Item?) -> Intent? {
    switch effect {
    case .send(let intent): intent
    case .about(let make): highlighted.map(make)
    case .view: nil
    }
  }

  /// Why it does nothing now, as the Director's `availability` says, or because it is about
  /// the highlighted item and nothing is highlighted (nil: it works).
  public func unavailable(highlighted: Item?, availability: (Intent) -> String?) -> String? {
    if case .about = effect, highlighted == nil { return Self.nothingHighlighted }
    return intent(highlighted: highlighted).flatMap(availability)
  }

  /// Why an action about the highlighted item does nothing on an empty screen.
  public static var nothingHighlighted: String { Availability.nothingHighlighted }

  /// What help, the footer and the palette say it does, in one wording: the action, with
  /// its note or, while it is unavailable, why not (one aside, never two; `brief` for the
  /// footer: the reason without "unavailable:").
  public func description(unavailable: String?, brief: Bool = false) -> String {
    Availability.describe(action, note: note, unavailable: unavailable, brief: brief)
  }

  /// What pressing it comes to, the Director's `availability` asked first: an unavailable
  /// intent is refused with its reason and never sent.
  public func dispatch(highlighted: Item?, availability: (Intent) -> String?) -> KeyDispatch<
    Intent
  > {
    switch effect {
    case .view(let operation): return .view(operation)
    case .send, .about:
      guard let intent = intent(highlighted: highlighted) else {
        // An empty list, a gist with no files: said, as any other refusal.
        return .refused(Availability.refusal(action, reason: Self.nothingHighlighted))
      }
      if let reason = availability(intent) {
        return .refused(Availability.refusal(action, reason: reason))
      }
      return .send(intent)
    }
  }
}

extension KeyBinding {
  /// The keys that move through a list: arrows and `j`/`k` by one `item`, PgUp/PgDn and
  /// Ctrl-B/Ctrl-F by a page, `g`/`G` (Home/End) to the `first` and `last`.
  public static func navigation(item: String, first: String, last: String) -> [KeyBinding] {
    [
      KeyBinding("down", [.down, .character("j")], "next \(item)", .move, .view(.move(.by(1)))),
      KeyBinding("up", [.up, .character("k")], "previous \(item)", .move, .view(.move(.by(-1)))),
      KeyBinding(
        "page-down", [.pageDown, .ctrl("f")], "next page", .move, .view(.move(.page(1)))),
      KeyBinding(
        "page-up", [.pageUp, .ctrl("b")], "previous page", .move, .view(.move(.page(-1)))),
      KeyBinding("first", [.character("g"), .home], first, .move, .view(.move(.first))),
      KeyBinding("last", [.character("G"), .end], last, .move, .view(.move(.last))),
    ]
  }

  /// The keys that scroll a text: by a line, a page (Space too), to the top or bottom,
  /// sideways; `hinted` names those the footer shows.
  public static func scrolling(hinted: Set<String> = []) -> [KeyBinding] {
    [
      KeyBinding(
        "down", [.down, .character("j")], "scroll down", .move, .view(.move(.by(1))),
        hinted: hinted.contains("down")),
      KeyBinding("up", [.up, .character("k")], "scroll up", .move, .view(.move(.by(-1)))),
      KeyBinding(
        "page-down", [.pageDown, .ctrl("f"), .character(" ")], "page down", .move,
        .view(.move(.page(1))), hinted: hinted.contains("page-down")),
      KeyBinding("page-up", [.pageUp, .ctrl("b")], "page up", .move, .view(.move(.page(-1)))),
      KeyBinding("first", [.character("g"), .home], "top", .move, .view(.move(.first))),
      KeyBinding("last", [.character("G"), .end], "bottom", .move, .view(.move(.last))),
      KeyBinding("left", [.left], "scroll left", .move, .view(.sideways(-8))),
      KeyBinding("right", [.right], "scroll right", .move, .view(.sideways(8))),
    ]
  }
}
