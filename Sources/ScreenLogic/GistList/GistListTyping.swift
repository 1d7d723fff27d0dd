/// The gist list's modes as a value: browsing, typing the filter, or typing a user name
/// for the User tab; what is typed in each, the field the Stage shows for it, and what a key
/// that leaves the field asks of the list.
public struct GistListTyping: Equatable, Sendable {
  /// What the keys go to.
  public enum Mode: Equatable, Sendable {
    /// The table's keys: move, open, act.
    case browsing
    /// The filter field: every key types, Esc clears, Enter opens, arrows move.
    case filtering
    /// The user name field: every key types, Enter shows that user's gists, Esc gives up.
    case askingUser
    /// The name of a search saved as a tab (`+`): Enter saves it, Esc does not.
    case namingTab
  }

  /// What leaving a field asks the list to do.
  public enum Outcome: Equatable, Sendable {
    /// Nothing more (the field closed).
    case none
    /// The filter changed: show what it keeps.
    case filterChanged
    /// Open the highlighted gist.
    case openHighlighted
    /// Move the highlight by this many rows.
    case move(Int)
    /// Show this user's gists.
    case showUser(String)
    /// Save the search as a tab with this name.
    case nameTab(String)
  }

  /// What the keys go to now.
  public private(set) var mode = Mode.browsing
  /// The filter in use (kept after typing ends, until Esc clears it).
  public private(set) var filter = ""
  private var userName = ""
  private var tabName = ""

  /// Browsing, no filter.
  public init() {}

  /// `/`: the filter takes the keys (what it holds stays).
  public mutating func startFilter() -> Outcome {
    mode = .filtering
    return .none
  }

  /// The User tab without a user: a name is asked for, from an empty field.
  public mutating func askForUser() -> Outcome {
    mode = .askingUser
    userName = ""
    return .none
  }

  /// `+`: a name for the search is asked for, `suggested` in the field.
  public mutating func nameTab(suggesting suggested: String) -> Outcome {
    mode = .namingTab
    tabName = suggested
    return .none
  }

  /// The field's text is now `text`: a user name is kept; a filter changes.
  public mutating func typed(_ text: String) -> Outcome {
    switch mode {
    case .askingUser:
      userName = text
      return .none
    case .namingTab:
      tabName = text
      return .none
    case .filtering, .browsing:
      guard text != filter else { return .none }
      filter = text
      return .filterChanged
    }
  }

  /// A key left the field (`exit`): the mode it leaves decides what that asks for.
  public mutating func leave(_ exit: GistListField.Exit) -> Outcome {
    let left = mode
    // The question for a name stays through the arrows (there is no list to move in it).
    if case .move = exit, left == .askingUser || left == .namingTab { return .none }
    mode = .browsing
    switch (left, exit) {
    case (.askingUser, .accept): return .showUser(userName)
    case (.askingUser, _): return .none
    case (.namingTab, .accept): return .nameTab(tabName)
    case (.namingTab, _): return .none
    // Esc clears the filter, whether it is being typed or only shown.
    case (_, .cancel):
      guard !filter.isEmpty else { return .none }
      filter = ""
      return .filterChanged
    case (.filtering, .accept): return .openHighlighted
    case (.filtering, .move(let rows)): return .move(rows)
    case (.browsing, _): return .none
    }
  }

  /// The field the Stage shows (nil: none): the user name being asked for, the filter
  /// being typed, or the filter in use.
  public var field: GistListField? {
    switch mode {
    case .askingUser:
      return GistListField(
        kind: .user, label: "User:", placeholder: "user name, then Enter", text: userName,
        isFocused: true)
    case .namingTab:
      return GistListField(
        kind: .tabName, label: "Tab name:", placeholder: "a name for the tab, then Enter",
        text: tabName, isFocused: true)
    case .filtering, .browsing:
      guard mode == .filtering || !filter.isEmpty else { return nil }
      var field = GistListField(
        kind: .filter, label: "/",
        placeholder: "type to search; Enter opens the highlighted gist, Esc clears", text: filter,
        isFocused: mode == .filtering)
      // A kept search: keys act on the list, not on it; it says how to take it up again.
      if mode == .browsing { field.aside = "(search kept: / edits it, Esc clears it)" }
      return field
    }
  }
}
