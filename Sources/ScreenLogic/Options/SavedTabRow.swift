import Store

/// A saved search tab as a row of the options screen, whose intents are strings: the row's
/// key is `tab:NAME`, and `x`, `K` and `J` on it ask `remove tab:NAME`, `up tab:NAME` and
/// `down tab:NAME`.
public enum SavedTabRow {
  /// What a key asks of a saved tab.
  public enum Change: String, Sendable {
    /// Remove it.
    case remove
    /// Move it one place to the left (up the list).
    case up
    /// Move it one place to the right.
    case down
  }

  private static let prefix = "tab:"

  /// The row of `search`, as the options screen lists it.
  static func option(_ search: SavedSearch) -> AppOption {
    AppOption(
      key: prefix + search.name, title: search.name, detail: search.query, defaultValue: false)
  }

  /// The intent of `change` on the row with key `key`.
  static func intent(_ change: Change, on key: String) -> String { "\(change.rawValue) \(key)" }

  /// The saved tab's name a row key names (nil: an option's row).
  static func name(of key: String) -> String? {
    key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : nil
  }

  /// Whether `intent` asks a change of a saved tab (`x`, `K`, `J`) of a row that is not one.
  static func isOtherRow(_ intent: String) -> Bool {
    guard let space = intent.firstIndex(of: " ") else { return false }
    return Change(rawValue: String(intent[..<space])) != nil && change(in: intent) == nil
  }

  /// The change and the tab's name an intent asks for (nil: not a change of a saved tab).
  static func change(in intent: String) -> (change: Change, name: String)? {
    guard let space = intent.firstIndex(of: " "),
      let change = Change(rawValue: String(intent[..<space])),
      let name = name(of: String(intent[intent.index(after: space)...]))
    else { return nil }
    return (change, name)
  }
}
