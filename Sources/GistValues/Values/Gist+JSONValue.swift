import FoundationEssentials

extension Gist {
  /// What `init(json:)` reads of a gist in a list; the rest of GitHub's fields (the owner's
  /// dozen addresses among them) is skipped unbuilt.
  static let listSelection: JSONValue.Selection = {
    let leaf = JSONValue.Selection.everything
    let user = JSONValue.Selection.members(
      .init(["login", "id", "html_url", "avatar_url", "name"].map { ($0, leaf) }), others: nil)
    let file = JSONValue.Selection.members(
      .init(
        ["filename", "type", "language", "raw_url", "size", "truncated", "content", "encoding"]
          .map { ($0, leaf) }), others: nil)
    let gist =
      [
        "id", "description", "public", "created_at", "updated_at", "comments", "url", "html_url",
        "git_pull_url", "truncated", "forks", "history", "fork_of",
      ].map { ($0, leaf) } + [("owner", user), ("files", .members([], others: file))]
    return .members(.init(gist), others: nil)
  }()

  /// The gists of a list's JSON, read by `JSONValue` (an odd element is left out), with
  /// each one's bytes as GitHub sent them, by id.
  public static func list(in body: Data) throws(GistError) -> ([Gist], [String: Data]) {
    let page = try listCountingSkipped(in: body)
    return (page.gists, page.raw)
  }

  /// What `list(in:)` gives, and how many elements it left out (a gist whose id is not a
  /// plain identifier, such as a hostile server's `$(touch PWNED)`), to be said.
  public static func listCountingSkipped(in body: Data) throws(GistError) -> (
    gists: [Gist], raw: [String: Data], skipped: Int
  ) {
    let elements: [(JSONValue, Range<Int>)]
    do {
      elements = try JSONValue.elements(body, selecting: Self.listSelection)
    } catch {
      throw GistError.malformedResponse("expected a list")
    }
    var gists: [Gist] = []
    var raw: [String: Data] = [:]
    gists.reserveCapacity(elements.count)
    for (value, range) in elements {
      guard let gist = Gist(json: value) else { continue }
      gists.append(gist)
      raw[gist.id] = body[range]
    }
    shareOwners(&gists)
    return (gists, raw, elements.count - gists.count)
  }

  /// Says once in the process (`Notices`) that `count` gists from the server were left out
  /// for an id that is not a plain identifier; the ids themselves are never shown.
  public static func saySkipped(_ count: Int) {
    guard count > 0 else { return }
    Notices.post(
      count == 1
        ? "Skipped 1 gist with an invalid id from the server."
        : "Skipped \(count) gists with invalid ids from the server.",
      key: "gists with invalid ids")
  }

  /// What `identities(in:)` reads of a gist in a list: its id; the rest is checked and
  /// skipped.
  static let idSelection = JSONValue.Selection.members([("id", .everything)], others: nil)

  /// The ids of a list's JSON in order, each with the gist's bytes as GitHub sent them:
  /// what `list(in:)` gives of each gist (the same elements left out), without reading the
  /// rest of it, for `list --json`, which prints the bytes.
  public static func identities(in body: Data) throws(GistError) -> [(id: String, bytes: Data)] {
    try identitiesCountingSkipped(in: body).identities
  }

  /// What `identities(in:)` gives, and how many elements it left out (as
  /// `listCountingSkipped` counts them), to be said.
  public static func identitiesCountingSkipped(in body: Data) throws(GistError) -> (
    identities: [(id: String, bytes: Data)], skipped: Int
  ) {
    let elements: [(JSONValue, Range<Int>)]
    do {
      elements = try JSONValue.elements(body, selecting: Self.idSelection)
    } catch {
      throw GistError.malformedResponse("expected a list")
    }
    let identities = elements.compactMap { value, range in id(of: value).map { ($0, body[range]) } }
    return (identities, elements.count - identities.count)
  }

  /// The id of a gist's JSON (a string, or a whole number as GitHub's older ids were),
  /// nil when it is not an object with one, or the id is not a plain identifier (such a
  /// gist is left out of a list, and a single one is refused).
  static func id(of json: JSONValue) -> String? {
    guard case .object = json else { return nil }
    return GistLink.identifier(json["id"]?.string ?? json["id"]?.int.map(String.init))
  }

  /// A whole gist (as `GET /gists/ID` sends it, or the cache keeps it), read by
  /// `JSONValue` as `JSONDecoder` would read it, several times faster.
  public static func whole(from body: Data) throws(GistError) -> Gist {
    let value: JSONValue
    do {
      value = try JSONValue.parse(body)
    } catch {
      throw GistError.malformedResponse("expected a gist")
    }
    guard let gist = Gist(json: value) else { throw GistError.malformedResponse("expected a gist") }
    return gist
  }

  /// A gist read from `json` with the leniency of `init(from:)` (an odd field is absent, an
  /// odd file, fork or revision is left out); nil when it has no id.
  public init?(json: JSONValue) {
    guard let id = Self.id(of: json) else { return nil }
    var files: [GistFile] = []
    if case .object(let fileMap)? = json["files"] {
      for (name, entry) in fileMap.pairs {
        guard var file = GistFile(json: entry) else { continue }
        if file.filename.isEmpty { file.filename = name }
        files.append(file)
      }
    }
    files.sort { $0.filename < $1.filename }
    self.init(
      id: id, description: json["description"]?.string, isPublic: json["public"]?.bool ?? false,
      files: files, owner: json["owner"].flatMap(GistUser.init(json:)),
      createdAt: json["created_at"]?.string.flatMap(GistJSON.parseDateFast),
      updatedAt: json["updated_at"]?.string.flatMap(GistJSON.parseDateFast),
      comments: json["comments"]?.int ?? 0, url: json["url"]?.string,
      htmlURL: GistLink.webPage(json["html_url"]?.string), gitPullURL: json["git_pull_url"]?.string,
      truncated: json["truncated"]?.bool ?? false)
    if case .array(let items)? = json["forks"] {
      forks = items.compactMap(GistForkInfo.init(json:))
    }
    if case .array(let items)? = json["history"] {
      history = items.compactMap(GistCommit.init(json:))
    }
    forkOf = json["fork_of"].flatMap(GistForkSource.init(json:))
  }
}

extension GistForkInfo {
  /// A fork read from `json` (nil without a string id), as `init(from:)` reads it.
  public init?(json: JSONValue) {
    guard let id = GistLink.identifier(json["id"]?.string) else { return nil }
    self.init(
      id: id, user: json["user"].flatMap(GistUser.init(json:)),
      createdAt: json["created_at"]?.string.flatMap(GistJSON.parseDateFast))
  }
}

extension GistForkSource {
  /// The gist a fork was made from, read from `json` (nil without a string id).
  public init?(json: JSONValue) {
    guard let id = GistLink.identifier(json["id"]?.string) else { return nil }
    self.init(id: id, owner: json["owner"].flatMap(GistUser.init(json:)))
  }
}

extension GistCommit {
  /// A revision read from `json` (nil without a string version), as `init(from:)` reads it:
  /// a `change_status` with a field of the wrong kind counts no lines.
  public init?(json: JSONValue) {
    guard let version = GistLink.identifier(json["version"]?.string) else { return nil }
    var additions = 0
    var deletions = 0
    if case .object? = json["change_status"], let status = json["change_status"] {
      let counts = ["total", "additions", "deletions"].map { status[$0] ?? .null }
      if counts.allSatisfy({ $0 == .null || $0.int != nil }) {
        additions = counts[1].int ?? 0
        deletions = counts[2].int ?? 0
      }
    }
    self.init(
      version: version, user: json["user"].flatMap(GistUser.init(json:)),
      committedAt: json["committed_at"]?.string.flatMap(GistJSON.parseDateFast),
      additions: additions, deletions: deletions, url: json["url"]?.string)
  }
}

extension GistFile {
  /// A file read from `json` (nil when it is not an object), as `init(from:)` reads it.
  public init?(json: JSONValue) {
    guard case .object = json else { return nil }
    self.init(
      filename: json["filename"]?.string ?? "", type: json["type"]?.string,
      language: json["language"]?.string, rawURL: json["raw_url"]?.string,
      size: json["size"]?.int ?? 0, truncated: json["truncated"]?.bool ?? false,
      content: json["content"]?.string, encoding: json["encoding"]?.string)
  }
}

extension GistUser {
  /// A user read from `json` (nil without a login), as `init(from:)` reads it.
  public init?(json: JSONValue) {
    guard let login = json["login"]?.string else { return nil }
    self.init(
      login: login, id: json["id"]?.int ?? 0, htmlURL: json["html_url"]?.string,
      avatarURL: json["avatar_url"]?.string, name: json["name"]?.string)
  }
}
