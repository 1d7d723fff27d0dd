/// The keys a field or a dialog takes while it has the focus, as the footer shows them in
/// place of the screen's (whose keys do nothing meanwhile), as lazygit and k9s do.
public enum FocusHints {
  /// One hint: the keys, and what they do.
  public typealias Hint = (keys: String, action: String)

  /// A line of text being typed: Enter does `verb`, Esc gives up.
  public static func text(_ verb: String) -> [Hint] {
    [("Enter", verb), ("Esc", "cancel")]
  }

  /// A yes-or-no dialog whose yes is `action` (Cancel is selected): `y` says yes, `n` or
  /// Esc no, the arrows choose a button and Enter presses it.
  public static func confirm(_ action: String) -> [Hint] {
    [("← →", "choose"), ("Enter", "press"), ("y", action.lowercased()), ("n Esc", "cancel")]
  }

  /// A dialog of a few buttons, the first of which is what Esc means (`escape`).
  public static func choose(escape: String) -> [Hint] {
    [("← →", "choose"), ("Enter", "press"), ("Esc", escape.lowercased())]
  }
}
