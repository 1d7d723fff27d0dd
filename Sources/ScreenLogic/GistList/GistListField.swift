/// The text field the gist list shows above its rows, as its Director says: the filter (a
/// `/` and what was typed, focused while typing) or the question for a user name. The Stage
/// draws it and keeps only the cursor.
public struct GistListField: Equatable, Sendable {
  /// Which field it is.
  public enum Kind: Equatable, Sendable {
    /// The filter (search as you type): a line of where a search matched goes under it.
    case filter
    /// A user name, for the User tab.
    case user
    /// The name of a search saved as a tab.
    case tabName
  }

  /// Which field it is.
  public var kind: Kind
  /// The label before it ("/", "User:").
  public var label: String
  /// What it says while empty.
  public var placeholder: String
  /// The text in it.
  public var text: String
  /// Whether keys go to it (typing); false: it only shows the filter in use.
  public var isFocused: Bool
  /// What the field says beside it while keys do not go to it (a search kept from before:
  /// how to edit or clear it), so it does not look like a field being typed in.
  public var aside: String?

  /// A field.
  public init(kind: Kind, label: String, placeholder: String, text: String, isFocused: Bool) {
    self.kind = kind
    self.label = label
    self.placeholder = placeholder
    self.text = text
    self.isFocused = isFocused
  }

  /// The keys the field takes while it has the focus, for the footer (the list's keys do
  /// nothing meanwhile).
  public var hints: [FocusHints.Hint] {
    switch kind {
    case .filter: [("Enter", "open the gist"), ("↓ ↑", "to the list"), ("Esc", "clear")]
    case .user: FocusHints.text("show their gists")
    case .tabName: FocusHints.text("save the tab")
    }
  }

  /// How a key leaves a field being typed in (the Stage reports it; the Director decides).
  public enum Exit: Equatable, Sendable {
    /// Esc: drop what was typed.
    case cancel
    /// Enter: take it.
    case accept
    /// Up or Down: leave typing and move the highlight.
    case move(Int)
  }
}
