/// The palette's entries that go to something a screen holds by name, besides its keys: the
/// list's saved tabs, the gist's files. An entry's id carries the name it goes to.
public enum JumpEntries {
  /// What a jump goes to.
  public enum Kind: String, Sendable {
    /// A search saved as a tab of the list.
    case savedTab = "saved tab"
    /// A file of the gist shown.
    case file
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

  /// The name the entry `id` goes to, when it is one of `kind`'s.
  public static func name(_ kind: Kind, of id: String) -> String? {
    let prefix = "\(kind.rawValue):"
    return id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : nil
  }
}
