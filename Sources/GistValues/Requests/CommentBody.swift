/// The body of creating or editing a comment.
public struct CommentBody: Codable, Equatable, Sendable {
  /// The comment's text.
  public var body: String
  /// A comment saying `body`.
  public init(body: String) { self.body = body }
}
