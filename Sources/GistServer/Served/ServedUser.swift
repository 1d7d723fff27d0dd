import FoundationEssentials
import GistValues

/// A user as GitHub's REST API serves one: every field of its `simple-user` schema, and
/// with `profile` those of `public-user` too (a fork's owner is served so).
struct ServedUser: Encodable {
  var user: GistUser
  /// The API's address (`http://127.0.0.1:PORT`), where the user's urls start.
  var apiBase: String
  /// Whether to serve the public profile's fields as well.
  var profile = false
  /// When the account was made (the profile's `created_at` and `updated_at`).
  var joined = Date(timeIntervalSince1970: 1_200_000_000)

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    let url = "\(apiBase)/users/\(user.login.percentEncoded(keeping: "-._~"))"
    let strings: [(String, String)] = [
      ("login", user.login), ("node_id", ServedNodeID.make("User", user.id)),
      ("avatar_url", user.avatarURL ?? "https://avatars.githubusercontent.com/u/\(user.id)"),
      ("gravatar_id", ""), ("url", url),
      ("html_url", user.htmlURL ?? "https://github.com/\(user.login)"),
      ("followers_url", "\(url)/followers"), ("following_url", "\(url)/following{/other_user}"),
      ("gists_url", "\(url)/gists{/gist_id}"), ("starred_url", "\(url)/starred{/owner}{/repo}"),
      ("subscriptions_url", "\(url)/subscriptions"), ("organizations_url", "\(url)/orgs"),
      ("repos_url", "\(url)/repos"), ("events_url", "\(url)/events{/privacy}"),
      ("received_events_url", "\(url)/received_events"), ("type", "User"),
      ("user_view_type", "public"),
    ]
    for (name, value) in strings { try container.encode(value, forKey: Key(name)) }
    try container.encode(user.id, forKey: Key("id"))
    try container.encode(false, forKey: Key("site_admin"))
    try container.encode(user.name, forKey: Key("name"))
    guard profile else { return }
    for name in ["company", "blog", "location", "email", "bio"] {
      try container.encodeNil(forKey: Key(name))
    }
    try container.encodeNil(forKey: Key("hireable"))
    for name in ["public_repos", "public_gists", "followers", "following"] {
      try container.encode(0, forKey: Key(name))
    }
    try container.encode(joined, forKey: Key("created_at"))
    try container.encode(joined, forKey: Key("updated_at"))
  }
}
