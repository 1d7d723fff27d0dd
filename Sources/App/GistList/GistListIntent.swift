/// What the user asks of the gist list, named by the Stage from its key table.
public enum GistListIntent: Equatable, Sendable {
  /// Show this tab (keys 1–4, Tab, Shift-Tab).
  case selectTab(GistListTab)
  /// The next or previous tab.
  case cycleTab(forward: Bool)
  /// Show this user's gists (after the User tab asked for a name).
  case showUser(String)
  /// Open the selected gist.
  case open
  /// Refresh now (`r`).
  case refresh
  /// Compose a new gist (`n`).
  case newGist
  /// The options screen.
  case options
}
