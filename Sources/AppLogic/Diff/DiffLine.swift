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

  /// A line.
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}
