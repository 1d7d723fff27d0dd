import FoundationEssentials
import GistValues

/// One fork in a gist's `forks`, as GitHub serves it (its owner with a public profile).
struct ServedFork: Encodable {
  var fork: GistForkInfo
  var updatedAt: Date?
  var apiBase: String

  enum CodingKeys: String, CodingKey {
    case id, url, user
    case createdAt = "created_at"
    case updatedAt = "updated_at"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fork.id, forKey: .id)
    try container.encode("\(apiBase)/gists/\(fork.id)", forKey: .url)
    try container.encodeIfPresent(
      fork.user.map { ServedUser(user: $0, apiBase: apiBase, profile: true) }, forKey: .user)
    try container.encodeIfPresent(fork.createdAt, forKey: .createdAt)
    try container.encodeIfPresent(updatedAt ?? fork.createdAt, forKey: .updatedAt)
  }
}
