/// What kind of thing a binding does, from harmless to not undoable: help and the palette
/// can group and colour by it, and a remap can be checked against it.
public enum KeyCategory: Sendable {
  /// Moves the highlight or scrolls: changes nothing but what is in view.
  case move
  /// Shows something or goes somewhere (a file, a screen, the clipboard).
  case read
  /// Changes something that can be changed back (a star, a draft, a setting).
  case write
  /// Removes something (a gist, a comment, a draft): it asks first.
  case destructive
}
