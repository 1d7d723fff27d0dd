extension Key {
  /// The key a config file names: one character as itself (`s`, `*`, `:`), or a name, in any
  /// case: `space`, `enter`, `esc`, `tab`, `shift-tab`, `backspace`, `delete`, `insert`,
  /// `up`, `down`, `left`, `right`, `home`, `end`, `pgup`, `pgdn`, `f1`…`f12`, `ctrl-p`,
  /// `alt-x`. Nil for anything else.
  public init?(name: String) {
    if name.count == 1, let character = name.first, character != " " {
      self = .character(character)
      return
    }
    let lower = name.lowercased()
    if let key = Self.named[lower] {
      self = key
      return
    }
    for (prefix, make) in [("ctrl-", Key.ctrl), ("alt-", Key.alt)] where lower.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard rest.count == 1, let character = rest.first, character != " " else { return nil }
      self = make(prefix == "ctrl-" ? Character(character.lowercased()) : character)
      return
    }
    if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
      self = .function(number)
      return
    }
    return nil
  }

  /// The keys with a name of their own, by it.
  private static let named: [String: Key] = [
    "space": .character(" "), "enter": .enter, "return": .enter, "esc": .escape,
    "escape": .escape, "tab": .tab, "shift-tab": .backTab, "backspace": .backspace,
    "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert, "up": .up,
    "down": .down, "left": .left, "right": .right, "home": .home, "end": .end, "pgup": .pageUp,
    "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
  ]
}
