/// What a key does inside the Stage alone, with no decision in it: the view's own state
/// (where the highlight is, how far a text is scrolled, whether long lines wrap, what a
/// field holds). Everything else a key does is an intent for the Director.
public enum ViewOperation: Hashable, Sendable {
  /// Moves the highlight of the screen's list, or scrolls its text.
  case move(ListMove)
  /// Scrolls the text sideways by this many columns (negative: left).
  case sideways(Int)
  /// Wraps long lines, or stops wrapping them.
  case wrap
  /// Empties the field that has the cursor.
  case clearField
  /// Opens the palette on the screen's jumps of this kind alone (a gist's files), to
  /// choose one by name.
  case choose(JumpEntries.Kind)
}
