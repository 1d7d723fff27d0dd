/// A move of a list's highlight or of a text's view, as the navigation keys ask for it.
public enum ListMove: Hashable, Sendable {
  /// By this many rows (lines, in a text).
  case by(Int)
  /// A page down (1) or up (-1).
  case page(Int)
  /// To the first row (the top of a text).
  case first
  /// To the last row (the bottom of a text).
  case last
}
