/// The palette's entries that go to something a screen holds by name, besides its keys: the
/// list's saved tabs, the gist's files. An entry's id carries the name it goes to.
public enum JumpEntries {
  /// What a jump goes to.
  public enum Kind: String, Hashable, Sendable {
    /// A search saved as a tab of the list.
    case savedTab = "saved tab"
    /// A file of the gist shown.
    case file

    /// How the palette counts them when it lists them alone ("31 files").
    public var plural: String {
      switch self {
      case .savedTab: "saved tabs"
      case .file: "files"
      }
    }

    /// The palette's title when it lists them alone.
    public var title: String {
      switch self {
      case .savedTab: "Saved tabs"
      case .file: "Files"
      }
    }
  }

  /// The entries going to each of `names`, as `kind`s (`saved tab: shell`), with their
  /// `keys` where they have one (by position; missing or empty: none).
  public static func entries(_ kind: Kind, _ names: [String], keys: [String] = [])
    -> [PaletteEntry]
  {
    names.enumerated().map { index, name in
      PaletteEntry(
        id: "\(kind.rawValue):\(name)", action: "\(kind.rawValue): \(name)",
        keys: keys.indices.contains(index) ? keys[index] : "")
    }
  }

  /// Whether the entry `id` is a jump (not a key table's action).
  public static func isJump(_ id: String) -> Bool {
    [Kind.savedTab, .file].contains { name($0, of: id) != nil }
  }

  /// The name the entry `id` goes to, when it is one of `kind`'s.
  public static func name(_ kind: Kind, of id: String) -> String? {
    let prefix = "\(kind.rawValue):"
    return id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : nil
  }
}
