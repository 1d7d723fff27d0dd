import FoundationEssentials

/// One comment as the comments screen shows it: its author, when, the first line (for the
/// list) and the whole text (for the reading pane).
public struct CommentRow: Equatable, Sendable {
  /// The comment's id.
  public var id: Int
  /// Who wrote it.
  public var author: String
  /// When.
  public var createdAt: Date?
  /// Its first line.
  public var preview: String
  /// Its whole text.
  public var body: String
  /// Whether the text shows rendered as Markdown; false for a comment over the size files
  /// are rendered up to (`BodyLimit.renderedMarkdown`), which shows as written.
  public var rendered: Bool

  /// A row.
  public init(
    id: Int, author: String, createdAt: Date?, preview: String, body: String,
    rendered: Bool = true
  ) {
    self.id = id
    self.author = author
    self.createdAt = createdAt
    self.preview = preview
    self.body = body
    self.rendered = rendered
  }
}
