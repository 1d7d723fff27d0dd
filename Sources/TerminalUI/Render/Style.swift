/// What a piece of text is, for the theme to colour: widgets name roles, never colours.
public enum Style: Int, CaseIterable, Sendable {
  /// Ordinary text.
  case normal = 1
  /// Less important text (times, counts, hints).
  case dim
  /// Titles and emphasis.
  case bold
  /// Accents (the signed-in user, marks).
  case accent
  /// The selected row.
  case selected
  /// Text matching the filter.
  case match
  /// The status bar.
  case status
  /// The active tab.
  case tabActive
  /// Other tabs.
  case tabInactive
  /// Errors.
  case error
  /// Success.
  case success
  /// Borders of dialogs.
  case border
  /// Line numbers.
  case lineNumber
  /// Placeholders for unsafe characters.
  case placeholder
  /// Syntax: keywords.
  case keyword
  /// Syntax: strings.
  case string
  /// Syntax: comments.
  case comment
  /// Syntax: numbers.
  case number
  /// Syntax: headings (Markdown).
  case heading
  /// Markdown: emphasis (italic where the terminal has it).
  case emphasis
  /// Markdown: inline code and code blocks without a language.
  case code
  /// Markdown: a link's text.
  case link
  /// A diff: words added inside a changed line.
  case addedWord
  /// A diff: words removed inside a changed line.
  case removedWord
  /// Text matching the filter on the selected row: the selection's colours, marked, so the
  /// bar has no hole.
  case selectedMatch
}
