import Basics
import FoundationEssentials

/// A gist, as list and single-gist responses show it.
///
/// Decoding is lenient: unknown fields are ignored, missing optional ones are absent, and
/// `files` may be null (as in one official example). Files are kept sorted by name.
public struct Gist: Codable, Equatable, Hashable, Sendable, Identifiable {
  /// The gist's id (hex, or a number for old gists).
  public var id: String {
    didSet {
      webPage = GistWebPage(webPage.address(id: oldValue, login: login), id: id, login: login)
    }
  }
  /// The web page, kept short when it is the one the id and owner give (see `GistWebPage`).
  var webPage: GistWebPage
  /// The description, when there is one.
  public var description: String?
  /// When it was created.
  public var createdAt: Date?
  /// Whether the gist is public (else secret).
  public var isPublic: Bool
  /// Whether only the first 300 files are listed.
  public var truncated: Bool
  /// When it was last changed.
  public var updatedAt: Date?
  /// How many comments it has.
  public var comments: Int
  /// The owner, kept out of line (see `SharedValue`); gists of one page share it.
  var sharedOwner: SharedValue<GistUser>?
  /// Its files, sorted by file name.
  public var files: [GistFile]
  /// The addresses, forks and revisions, out of line: a listed gist has none.
  var extras: SharedValue<GistExtras>?
  /// The gist this one was forked from, kept out of line: most gists have none.
  var sharedForkOf: SharedValue<GistForkSource>?
  // The stored properties above are in the order that leaves the least padding: a list of
  // 10,000 gists is an array of 120-byte values.

  /// The API URL of the gist.
  public var url: String? {
    get { extras[\.url] }
    set { extras[\.url] = newValue }
  }
  /// The web page of the gist.
  public var htmlURL: String? {
    get { webPage.address(id: id, login: login) }
    set { webPage = GistWebPage(newValue, id: id, login: login) }
  }
  /// The git URL to clone from.
  public var gitPullURL: String? {
    get { extras[\.gitPullURL] }
    set { extras[\.gitPullURL] = newValue }
  }
  /// Who owns it (absent for anonymous gists).
  public var owner: GistUser? {
    get { sharedOwner?.value }
    set {
      let page = htmlURL
      sharedOwner = newValue.map(SharedValue.init)
      webPage = GistWebPage(page, id: id, login: login)
    }
  }
  /// The owner's login.
  private var login: String? { sharedOwner?.value.login }
  /// The forks, on single-gist responses (older API versions).
  public var forks: [GistForkInfo]? {
    get { extras[\.forks] }
    set { extras[\.forks] = newValue }
  }
  /// The revisions, on single-gist responses (older API versions).
  public var history: [GistCommit]? {
    get { extras[\.history] }
    set { extras[\.history] = newValue }
  }
  /// The gist this one was forked from.
  public var forkOf: GistForkSource? {
    get { sharedForkOf?.value }
    set { sharedForkOf = newValue.map(SharedValue.init) }
  }

  /// A gist.
  public init(
    id: String, description: String? = nil, isPublic: Bool = false, files: [GistFile] = [],
    owner: GistUser? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, comments: Int = 0,
    url: String? = nil, htmlURL: String? = nil, gitPullURL: String? = nil,
    truncated: Bool = false, forks: [GistForkInfo]? = nil, history: [GistCommit]? = nil,
    forkOf: GistForkSource? = nil
  ) {
    self.id = id
    self.description = description
    self.isPublic = isPublic
    self.files = files.sorted { $0.filename < $1.filename }
    self.sharedOwner = owner.map(SharedValue.init)
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.comments = comments
    self.webPage = GistWebPage(htmlURL, id: id, login: owner?.login)
    self.truncated = truncated
    self.extras =
      GistExtras(url: url, gitPullURL: gitPullURL, forks: forks, history: history)
      .outOfLine
    self.sharedForkOf = forkOf.map(SharedValue.init)
  }

  /// The file called `name`.
  public func file(named name: String) -> GistFile? {
    files.first { $0.filename == name }
  }

  /// The description, or the first file's name when the description is empty.
  public var title: String {
    // Not empty once spaces are trimmed: looked for without making the trimmed text (a list
    // of 10,000 rows asks for every title).
    if let description, description.contains(where: { !$0.isWhitespace || $0.isNewline }) {
      return description
    }
    return files.first?.filename ?? id
  }

  enum CodingKeys: String, CodingKey {
    case id, url, description, comments, owner, files, truncated, forks, history
    case htmlURL = "html_url"
    case gitPullURL = "git_pull_url"
    case isPublic = "public"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case forkOf = "fork_of"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard
      let text = GistLink.identifier(
        container.lenient(String.self, forKey: .id)
          ?? container.lenient(Int.self, forKey: .id).map(String.init))
    else {
      throw DecodingError.keyNotFound(
        CodingKeys.id,
        .init(codingPath: decoder.codingPath, debugDescription: "a gist has no plain id"))
    }
    id = text
    let page = GistLink.webPage(container.lenient(String.self, forKey: .htmlURL))
    description = container.lenient(String.self, forKey: .description)
    isPublic = container.lenient(Bool.self, forKey: .isPublic) ?? false
    createdAt = container.lenient(Date.self, forKey: .createdAt)
    updatedAt = container.lenient(Date.self, forKey: .updatedAt)
    comments = container.lenient(Int.self, forKey: .comments) ?? 0
    sharedOwner = container.lenient(GistUser.self, forKey: .owner).map(SharedValue.init)
    webPage = GistWebPage(page, id: text, login: sharedOwner?.value.login)
    truncated = container.lenient(Bool.self, forKey: .truncated) ?? false
    let fileMap = container.lenient([String: Lenient<GistFile>].self, forKey: .files) ?? [:]
    files = fileMap.compactMap { name, entry in
      guard var file = entry.value else { return nil }
      if file.filename.isEmpty { file.filename = name }
      return file
    }.sorted { $0.filename < $1.filename }
    extras =
      GistExtras(
        url: container.lenient(String.self, forKey: .url),
        gitPullURL: container.lenient(String.self, forKey: .gitPullURL),
        forks: container.lenient([Lenient<GistForkInfo>].self, forKey: .forks)?.compactMap(
          \.value),
        history: container.lenient([Lenient<GistCommit>].self, forKey: .history)?.compactMap(
          \.value)
      ).outOfLine
    sharedForkOf = container.lenient(GistForkSource.self, forKey: .forkOf).map(SharedValue.init)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(url, forKey: .url)
    try container.encodeIfPresent(htmlURL, forKey: .htmlURL)
    try container.encodeIfPresent(gitPullURL, forKey: .gitPullURL)
    try container.encode(description, forKey: .description)
    try container.encode(isPublic, forKey: .isPublic)
    try container.encodeIfPresent(createdAt, forKey: .createdAt)
    try container.encodeIfPresent(updatedAt, forKey: .updatedAt)
    try container.encode(comments, forKey: .comments)
    try container.encodeIfPresent(owner, forKey: .owner)
    try container.encode(truncated, forKey: .truncated)
    var fileMap: [String: GistFile] = [:]
    for file in files { fileMap[file.filename] = file }
    try container.encode(fileMap, forKey: .files)
    try container.encodeIfPresent(forks, forKey: .forks)
    try container.encodeIfPresent(history, forKey: .history)
    try container.encodeIfPresent(forkOf, forKey: .forkOf)
  }
}
