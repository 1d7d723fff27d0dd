/// What a helper of the detail screen (finding, the requests) did that the screen must show:
/// the Director applies it to its state and shows the gist again. Helpers say what
/// happened; only the Director changes what is shown.
enum DetailOutcome: Equatable {
  /// File `index` is to show, from its top (the next one holding a match).
  case select(Int)
  /// The file is to show again (what is looked for changed).
  case rerender
  /// Markdown, notebooks and tables are to show as written: matches are lines of the text.
  case showAsWritten
  /// A fork was made: the gist loads again (its fork count changed).
  case forked
  /// The gist was deleted (the screen closes): the list offers to undo it.
  case deleted
}
