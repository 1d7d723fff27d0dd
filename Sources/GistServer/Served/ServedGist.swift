import FoundationEssentials
import GistValues

/// A gist as GitHub's REST API serves it: every field its `base-gist` and `gist-simple`
/// schemas require, urls under the API's address, owners as `simple-user`s.
struct ServedGist: Encodable {
  var gist: Gist
  var apiBase: String
  /// Each fork's last change, by id (a fork in `forks` carries its `updated_at`).
  var forkUpdates: [String: Date] = [:]
  /// The gist this one was forked from (none, or one; an array so the type can hold
  /// itself).
  var source: [ServedGist] = []

  enum CodingKeys: String, CodingKey {
    case id, url, files, description, comments, user, owner, truncated, forks, history
    case nodeID = "node_id"
    case forksURL = "forks_url"
    case commitsURL = "commits_url"
    case gitPullURL = "git_pull_url"
    case gitPushURL = "git_push_url"
    case htmlURL = "html_url"
    case commentsURL = "comments_url"
    case commentsEnabled = "comments_enabled"
    case isPublic = "public"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case forkOf = "fork_of"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let url = gist.url ?? "\(apiBase)/gists/\(gist.id)"
    let gitURL = gist.gitPullURL ?? "https://gist.github.com/\(gist.id).git"
    try container.encode(gist.id, forKey: .id)
    try container.encode(ServedNodeID.make("Gist", gist.id), forKey: .nodeID)
    try container.encode(url, forKey: .url)
    try container.encode("\(url)/forks", forKey: .forksURL)
    try container.encode("\(url)/commits", forKey: .commitsURL)
    try container.encode("\(url)/comments", forKey: .commentsURL)
    try container.encode(gitURL, forKey: .gitPullURL)
    try container.encode(gitURL, forKey: .gitPushURL)
    try container.encode(gist.htmlURL ?? "https://gist.github.com/\(gist.id)", forKey: .htmlURL)
    var files: [String: GistFile] = [:]
    for file in gist.files { files[file.filename] = file }
    try container.encode(files, forKey: .files)
    try container.encode(gist.isPublic, forKey: .isPublic)
    let epoch = Date(timeIntervalSince1970: 0)
    try container.encode(gist.createdAt ?? epoch, forKey: .createdAt)
    try container.encode(gist.updatedAt ?? gist.createdAt ?? epoch, forKey: .updatedAt)
    try container.encode(gist.description, forKey: .description)
    try container.encode(gist.comments, forKey: .comments)
    try container.encode(true, forKey: .commentsEnabled)
    // GitHub sends `user` as null and the author as `owner`.
    try container.encodeNil(forKey: .user)
    try container.encodeIfPresent(
      gist.owner.map { ServedUser(user: $0, apiBase: apiBase) }, forKey: .owner)
    try container.encode(gist.truncated, forKey: .truncated)
    if let forks = gist.forks {
      try container.encode(
        forks.map { ServedFork(fork: $0, updatedAt: forkUpdates[$0.id], apiBase: apiBase) },
        forKey: .forks)
    }
    if let history = gist.history {
      try container.encode(
        history.map { ServedCommit(commit: $0, apiBase: apiBase) }, forKey: .history)
    }
    if let source = source.first { try container.encode(source, forKey: .forkOf) }
  }
}
