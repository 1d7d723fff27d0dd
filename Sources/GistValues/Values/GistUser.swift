import FoundationEssentials

/// A GitHub account as the gist API shows it (owner, comment author, committer).
public struct GistUser: Codable, Equatable, Hashable, Sendable {
  /// The login name.
  public var login: String
  /// The numeric id.
  public var id: Int
  /// The profile page.
  public var htmlURL: String?
  /// The avatar image.
  public var avatarURL: String?
  /// The display name (only on `GET /user`).
  public var name: String?

  /// A user with `login` and `id`.
  public init(
    login: String, id: Int, htmlURL: String? = nil, avatarURL: String? = nil, name: String? = nil
  ) {
    self.login = login
    self.id = id
    self.htmlURL = htmlURL
    self.avatarURL = avatarURL
    self.name = name
  }

  enum CodingKeys: String, CodingKey {
    case login, id, name
    case htmlURL = "html_url"
    case avatarURL = "avatar_url"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    login = try container.decode(String.self, forKey: .login)
    id = container.lenient(Int.self, forKey: .id) ?? 0
    htmlURL = container.lenient(String.self, forKey: .htmlURL)
    avatarURL = container.lenient(String.self, forKey: .avatarURL)
    name = container.lenient(String.self, forKey: .name)
  }
}
