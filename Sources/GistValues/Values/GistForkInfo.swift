import FoundationEssentials

/// A fork as listed inside a gist (`forks` of older API versions).
public struct GistForkInfo: Codable, Equatable, Hashable, Sendable {
  /// The fork's gist id.
  public var id: String
  /// Who forked.
  public var user: GistUser?
  /// When.
  public var createdAt: Date?

  /// A fork entry.
  public init(id: String, user: GistUser?, createdAt: Date?) {
    self.id = id
    self.user = user
    self.createdAt = createdAt
  }

  enum CodingKeys: String, CodingKey {
    case id, user
    case createdAt = "created_at"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try GistLink.checkedIdentifier(container.decode(String.self, forKey: .id), at: decoder)
    user = container.lenient(GistUser.self, forKey: .user)
    createdAt = container.lenient(Date.self, forKey: .createdAt)
  }
}

/// The gist a fork came from (`fork_of`): only what is needed to link back to it.
public struct GistForkSource: Codable, Equatable, Hashable, Sendable {
  /// The original gist's id.
  public var id: String
  /// Its owner.
  public var owner: GistUser?

  /// A reference to gist `id`.
  public init(id: String, owner: GistUser?) {
    self.id = id
    self.owner = owner
  }

  enum CodingKeys: String, CodingKey { case id, owner }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try GistLink.checkedIdentifier(container.decode(String.self, forKey: .id), at: decoder)
    owner = container.lenient(GistUser.self, forKey: .owner)
  }
}
