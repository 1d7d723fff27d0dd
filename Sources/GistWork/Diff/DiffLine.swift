/// One line of a diff as the diff screen shows it.
public struct DiffLine: Equatable, Sendable {
  /// What the line is.
  public enum Kind: Equatable, Sendable {
    /// A file's name, and what happened to it.
    case file
    /// The start of a hunk: `@@ -12,7 +12,8 @@`.
    case hunk
    /// A line both versions have.
    case context
    /// A line only the newer version has.
    case added
    /// A line only the older version has.
    case removed
    /// A remark ("no changes", "binary file").
    case note
  }

  /// What the line is.
  public var kind: Kind
  /// The text, with its `+`, `-` or space in front for content lines.
  public var text: String
  /// The words that changed inside a changed line, as character ranges of `text` (a
  /// removed line paired with the added line that replaced it).
  public var changed: [Range<Int>] = []
  /// The file's language or name, for highlighting content lines (nil: none).
  public var language: String?
  /// The file the line belongs to (content lines), for choosing a highlighter.
  public var filename: String?

  /// A line.
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}
