import FoundationEssentials
import GistValues

/// One revision of a gist as GitHub serves it (`gist-commit`, and `gist-history` in a
/// gist's `history`).
struct ServedCommit: Encodable {
  var commit: GistCommit
  var apiBase: String

  enum CodingKeys: String, CodingKey {
    case url, version, user
    case changeStatus = "change_status"
    case committedAt = "committed_at"
  }

  private struct ChangeStatus: Encodable {
    var total: Int
    var additions: Int
    var deletions: Int
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(commit.url ?? "", forKey: .url)
    try container.encode(commit.version, forKey: .version)
    try container.encode(commit.user.map { ServedUser(user: $0, apiBase: apiBase) }, forKey: .user)
    try container.encode(
      ChangeStatus(
        total: commit.additions + commit.deletions, additions: commit.additions,
        deletions: commit.deletions), forKey: .changeStatus)
    try container.encode(commit.committedAt ?? Date(timeIntervalSince1970: 0), forKey: .committedAt)
  }
}
