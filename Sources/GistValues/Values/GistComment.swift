import FoundationEssentials

/// A comment on a gist.
public struct GistComment: Codable, Equatable, Hashable, Sendable, Identifiable {
  /// The comment's id.
  public var id: Int
  /// The text (Markdown).
  public var body: String
  /// Who wrote it.
  public var user: GistUser?
  /// When it was written.
  public var createdAt: Date?
  /// When it was last edited.
  public var updatedAt: Date?

  /// A comment.
  public init(
    id: Int, body: String, user: GistUser? = nil, createdAt: Date? = nil, updatedAt: Date? = nil
  ) {
    self.id = id
    self.body = body
    self.user = user
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }

  enum CodingKeys: String, CodingKey {
    case id, body, user
    case createdAt = "created_at"
    case updatedAt = "updated_at"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    body = container.lenient(String.self, forKey: .body) ?? ""
    user = container.lenient(GistUser.self, forKey: .user)
    createdAt = container.lenient(Date.self, forKey: .createdAt)
    updatedAt = container.lenient(Date.self, forKey: .updatedAt)
  }
}
