import FoundationEssentials

/// A gist in a seed file: what the server starts with.
///
/// Seed file format (JSON): `{"users": [...], "gists": [...]}` where each user is
/// `{"login": "ada", "token": "...", "name": "Ada"}` and each gist is this type.
public struct SeedGist: Codable, Equatable, Sendable {
  /// A comment in a seed file.
  public struct Comment: Codable, Equatable, Sendable {
    /// Who wrote it.
    public var user: String
    /// The text.
    public var body: String

    /// A comment by `user`.
    public init(user: String, body: String) {
      self.user = user
      self.body = body
    }
  }

  /// The id (generated when absent).
  public var id: String?
  /// The owner's login.
  public var owner: String
  /// The description.
  public var description: String?
  /// Public or secret.
  public var isPublic: Bool
  /// File name to content.
  public var files: [String: String]
  /// Earlier versions of the files, oldest first; each becomes a revision.
  public var history: [[String: String]]?
  /// Comments, oldest first.
  public var comments: [Comment]?
  /// Logins of users who starred it.
  public var starredBy: [String]?
  /// Hours before the seed's reference time at which it was last updated.
  public var hoursAgo: Double?
  /// Binary files of the newest version (base64 in JSON), as a push through git makes them.
  public var binaryFiles: [String: Data]?

  /// A seed gist.
  public init(
    id: String? = nil, owner: String, description: String?, isPublic: Bool,
    files: [String: String], history: [[String: String]]? = nil, comments: [Comment]? = nil,
    starredBy: [String]? = nil, hoursAgo: Double? = nil, binaryFiles: [String: Data]? = nil
  ) {
    self.binaryFiles = binaryFiles
    self.id = id
    self.owner = owner
    self.description = description
    self.isPublic = isPublic
    self.files = files
    self.history = history
    self.comments = comments
    self.starredBy = starredBy
    self.hoursAgo = hoursAgo
  }

  enum CodingKeys: String, CodingKey {
    case id, owner, description, files, history, comments
    case isPublic = "public"
    case starredBy = "starred_by"
    case hoursAgo = "hours_ago"
    case binaryFiles = "binary_files"
  }
}

/// A user in a seed file.
public struct SeedUser: Codable, Equatable, Sendable {
  /// The login.
  public var login: String
  /// The token that signs in as this user.
  public var token: String?
  /// The display name.
  public var name: String?
  /// The token's scopes (default `gist, read:user`).
  public var scopes: [String]?

  /// A seed user.
  public init(login: String, token: String? = nil, name: String? = nil, scopes: [String]? = nil) {
    self.login = login
    self.token = token
    self.name = name
    self.scopes = scopes
  }
}

/// A whole seed file.
public struct SeedFile: Codable, Equatable, Sendable {
  /// The users.
  public var users: [SeedUser]
  /// The gists.
  public var gists: [SeedGist]

  /// A seed of `users` and `gists`.
  public init(users: [SeedUser], gists: [SeedGist]) {
    self.users = users
    self.gists = gists
  }
}
