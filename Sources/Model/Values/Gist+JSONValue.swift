import Foundation

extension Gist {
  /// What `init(json:bytes:)` reads of a gist; the rest of GitHub's fields (the owner's
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
      guard let gist = Gist(json: value, bytes: body[range]) else { continue }
      gists.append(gist)
      raw[gist.id] = body[range]
    }
    return (gists, raw)
  }

  /// A gist read from `json` with the leniency of `init(from:)` (an odd field is absent, an
  /// odd file is left out); nil when it has no id. The fields a list carries are read here;
  /// a gist with `forks`, `history` or `fork_of` is read by `JSONDecoder` from `bytes`.
  public init?(json: JSONValue, bytes: @autoclosure () -> Data) {
    guard case .object(let members) = json else { return nil }
    let nested = ["forks", "history", "fork_of"].contains { key in
      members[key].map { $0 != .null } ?? false
    }
    if nested {
      guard let gist = try? GistJSON.decoder().decode(Gist.self, from: bytes()) else { return nil }
      self = gist
      return
    }
    guard let id = json["id"]?.string ?? json["id"]?.int.map(String.init) else { return nil }
    var files: [GistFile] = []
    if case .object(let fileMap)? = json["files"] {
      for (name, entry) in fileMap.pairs {
        guard var file = GistFile(json: entry) else { continue }
        if file.filename.isEmpty { file.filename = name }
        files.append(file)
      }
    }
    self.init(
      id: id, description: json["description"]?.string, isPublic: json["public"]?.bool ?? false,
      files: files, owner: json["owner"].flatMap(GistUser.init(json:)),
      createdAt: json["created_at"]?.string.flatMap(GistJSON.parseDateFast),
      updatedAt: json["updated_at"]?.string.flatMap(GistJSON.parseDateFast),
      comments: json["comments"]?.int ?? 0, url: json["url"]?.string,
      htmlURL: json["html_url"]?.string, gitPullURL: json["git_pull_url"]?.string,
      truncated: json["truncated"]?.bool ?? false)
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
