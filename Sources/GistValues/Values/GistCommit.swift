import FoundationEssentials

/// One revision of a gist (an entry of `GET /gists/{id}/commits` or of `history`).
public struct GistCommit: Codable, Equatable, Hashable, Sendable {
  /// The revision's SHA.
  public var version: String
  /// Who made it.
  public var user: GistUser?
  /// When.
  public var committedAt: Date?
  /// Lines added.
  public var additions: Int
  /// Lines deleted.
  public var deletions: Int
  /// The API URL of the gist at this revision.
  public var url: String?

  /// A revision.
  public init(
    version: String, user: GistUser? = nil, committedAt: Date? = nil, additions: Int = 0,
    deletions: Int = 0, url: String? = nil
  ) {
    self.version = version
    self.user = user
    self.committedAt = committedAt
    self.additions = additions
    self.deletions = deletions
    self.url = url
  }

  enum CodingKeys: String, CodingKey {
    case version, user, url
    case committedAt = "committed_at"
    case changeStatus = "change_status"
  }

  struct ChangeStatus: Codable {
    var total: Int?
    var additions: Int?
    var deletions: Int?
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try GistLink.checkedIdentifier(
      container.decode(String.self, forKey: .version), at: decoder)
    user = container.lenient(GistUser.self, forKey: .user)
    committedAt = container.lenient(Date.self, forKey: .committedAt)
    url = container.lenient(String.self, forKey: .url)
    let status = container.lenient(ChangeStatus.self, forKey: .changeStatus)
    additions = status?.additions ?? 0
    deletions = status?.deletions ?? 0
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encodeIfPresent(user, forKey: .user)
    try container.encodeIfPresent(committedAt, forKey: .committedAt)
    try container.encodeIfPresent(url, forKey: .url)
    try container.encode(
      ChangeStatus(total: additions + deletions, additions: additions, deletions: deletions),
      forKey: .changeStatus)
  }
}
