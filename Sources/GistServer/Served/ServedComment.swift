import FoundationEssentials
import GistValues

/// A gist comment as GitHub serves it (its `gist-comment` schema).
struct ServedComment: Encodable {
  var comment: GistComment
  var gistID: String
  /// The gist owner's login (the author's association is `OWNER` when they match).
  var gistOwner: String
  var apiBase: String

  enum CodingKeys: String, CodingKey {
    case id, url, body, user
    case nodeID = "node_id"
    case authorAssociation = "author_association"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(comment.id, forKey: .id)
    try container.encode(ServedNodeID.make("GistComment", comment.id), forKey: .nodeID)
    try container.encode(
      "\(apiBase)/gists/\(gistID)/comments/\(comment.id)", forKey: .url)
    try container.encode(comment.body, forKey: .body)
    try container.encode(comment.user.map { ServedUser(user: $0, apiBase: apiBase) }, forKey: .user)
    let association = comment.user?.login == gistOwner ? "OWNER" : "NONE"
    try container.encode(association, forKey: .authorAssociation)
    try container.encode(comment.createdAt ?? Date(timeIntervalSince1970: 0), forKey: .createdAt)
    try container.encode(
      comment.updatedAt ?? comment.createdAt ?? Date(timeIntervalSince1970: 0), forKey: .updatedAt)
  }
}
