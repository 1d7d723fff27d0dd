import FoundationEssentials
import GistValues

extension StoreState {
  /// The API's view of a stored gist. Lists carry no content; single gists carry it,
  /// truncated past one megabyte (the whole file stays at `raw_url`). At most 300 files are
  /// listed, by name, and the gist is `truncated` past that (GitHub's rule: the rest are in
  /// its git repository). A binary file's content is base64, its `encoding` says so.
  func render(_ gist: StoredGist, content: Bool, detail: Bool = false, version: String? = nil)
    -> Gist
  {
    let currentVersion = version ?? gist.revisions.first?.version ?? "0"
    let names = Set(gist.files.keys).union(gist.binaries.keys).sorted()
    let files = names.prefix(Self.fileListLimit).map { name -> GistFile in
      let text = gist.files[name]
      let binary = text == nil ? gist.binaries[name] : nil
      let bytes = binary?.count ?? text?.utf8.count ?? 0
      var file = GistFile(
        filename: name, type: Self.mimeType(name, binary: binary != nil),
        language: binary == nil ? Self.language(name) : nil,
        rawURL: rawURL(gist.id, version: currentVersion, filename: name), size: bytes)
      if content, let binary {
        // A binary file's bytes in base64, cut past one megabyte as text is (the whole
        // file stays at `raw_url`).
        file.content = binary.prefix(Self.truncationLimit).base64EncodedString()
        file.encoding = "base64"
        file.truncated = binary.count > Self.truncationLimit
      } else if content, let text {
        if bytes > Self.truncationLimit {
          file.content = String(
            decoding: Data(text.utf8).prefix(Self.truncationLimit), as: UTF8.self)
          file.truncated = true
        } else {
          file.content = text
        }
      }
      return file
    }
    let history = detail ? gist.revisions.map { commit($0, gistID: gist.id) } : nil
    let forks =
      detail
      ? gist.forks.compactMap { id in
        gists[id].map { GistForkInfo(id: id, user: users[$0.owner], createdAt: $0.createdAt) }
      } : nil
    return Gist(
      id: gist.id, description: gist.description, isPublic: gist.isPublic, files: files,
      owner: users[gist.owner], createdAt: gist.createdAt, updatedAt: gist.updatedAt,
      comments: gist.comments.count, url: "\(linkBase)/gists/\(gist.id)",
      htmlURL: "https://gist.github.com/\(gist.owner)/\(gist.id)",
      gitPullURL: mirror?.pullURL(id: gist.id, baseURL: baseURL)
        ?? "https://gist.github.com/\(gist.id).git",
      truncated: names.count > Self.fileListLimit, forks: forks,
      history: history,
      forkOf: gist.forkOf.map {
        GistForkSource(id: $0, owner: gists[$0].flatMap { users[$0.owner] })
      })
  }

  /// The API's answer for a stored gist: `render`'s gist with every field GitHub serves.
  func served(_ gist: StoredGist, content: Bool, detail: Bool = false, version: String? = nil)
    -> ServedGist
  {
    var updates: [String: Date] = [:]
    if detail { for id in gist.forks { updates[id] = gists[id]?.updatedAt } }
    let source = gist.forkOf.flatMap { gists[$0] }.map {
      ServedGist(gist: render($0, content: false), apiBase: linkBase)
    }
    return ServedGist(
      gist: render(gist, content: content, detail: detail, version: version), apiBase: linkBase,
      forkUpdates: updates, source: source.map { [$0] } ?? [])
  }

  /// The API's answer for a comment on `gist`.
  func served(_ comment: GistComment, on gist: StoredGist) -> ServedComment {
    ServedComment(comment: comment, gistID: gist.id, gistOwner: gist.owner, apiBase: linkBase)
  }

  func commit(_ revision: StoredGist.Revision, gistID: String) -> GistCommit {
    GistCommit(
      version: revision.version, user: users[revision.user], committedAt: revision.committedAt,
      additions: revision.additions, deletions: revision.deletions,
      url: "\(linkBase)/gists/\(gistID)/\(revision.version)")
  }

  func rawURL(_ id: String, version: String, filename: String) -> String {
    let name = filename.percentEncoded(keeping: "-._~")
    return "\(rawBaseURL)/raw/\(id)/\(version)/\(name)"
  }

  /// One page of `items`, each rendered by `render` (only the page is rendered), with
  /// GitHub's `Link` header (`per_page` at most 100, default 30). A `page` or `per_page`
  /// that is not one integer, or a `since` that is not a time, is a 422.
  func paginated<T, Rendered: Encodable>(
    _ items: [T], _ request: ServerRequest, render: (T) -> Rendered
  ) -> ServerResponse {
    if let problem = Self.queryProblem(request) { return problem }
    let perPage = max(1, min(100, request.query["per_page"].flatMap { Int($0) } ?? 30))
    let pages = max(1, (items.count + perPage - 1) / perPage)
    // A page past the last is empty; clamped first, so a huge page cannot overflow.
    let page = max(1, min(pages + 1, request.query["page"].flatMap { Int($0) } ?? 1))
    let start = min(items.count, (page - 1) * perPage)
    let slice = items[start..<min(items.count, start + perPage)].map(render)
    var response = encoded(200, slice)
    var links: [String] = []
    func link(_ number: Int, _ relation: String) {
      var query = request.query
      query["page"] = String(number)
      query["per_page"] = String(perPage)
      let text = query.sorted { $0.key < $1.key }
        .map {
          "\($0.key.percentEncoded(keeping: "-._~"))=\($0.value.percentEncoded(keeping: "-._~:"))"
        }
        .joined(separator: "&")
      links.append("<\(linkBase)\(request.path)?\(text)>; rel=\"\(relation)\"")
    }
    if page < pages {
      link(page + 1, "next")
      link(pages, "last")
    }
    if page > 1 {
      link(1, "first")
      link(page - 1, "prev")
    }
    if !links.isEmpty { response.headers["Link"] = links.joined(separator: ", ") }
    return response
  }

  /// GitHub's 422 for a paging query it cannot read: `page` or `per_page` not one integer,
  /// `since` not one ISO 8601 time.
  static func queryProblem(_ request: ServerRequest) -> ServerResponse? {
    for name in ["page", "per_page", "since"] {
      guard let value = request.query[name] else { continue }
      let readable =
        !request.repeatedQueryNames.contains(name)
        && (name == "since" ? GistJSON.parseDate(value) != nil : Int(value) != nil)
      if !readable {
        return .error(
          422, "Validation Failed",
          errors: [["resource": "Gist", "code": "invalid", "field": name]])
      }
    }
    return nil
  }

  /// A 32-hex-digit id, stable for the same input.
  mutating func makeID(_ seed: String) -> String {
    counter += 1
    let first = Self.hash(Data("\(seed)#\(counter)".utf8))
    let second = Self.hash(Data("\(counter)#\(seed)".utf8))
    return String((pad(first) + pad(second)).prefix(32))
  }

  /// A 40-hex-digit revision SHA, stable for the same input.
  mutating func makeSHA(_ seed: String) -> String {
    counter += 1
    let parts = (0..<3).map { pad(Self.hash(Data("\(seed)#\(counter)#\($0)".utf8))) }
    return String(parts.joined().prefix(40))
  }

  private func pad(_ hex: String) -> String {
    String(repeating: "0", count: max(0, 16 - hex.count)) + hex
  }

  static func language(_ filename: String) -> String? {
    let languages = [
      "swift": "Swift", "py": "Python", "js": "JavaScript", "ts": "TypeScript", "go": "Go",
      "rs": "Rust", "c": "C", "h": "C", "rb": "Ruby", "sh": "Shell", "json": "JSON",
      "yml": "YAML", "yaml": "YAML", "md": "Markdown", "txt": "Text", "toml": "TOML",
      "html": "HTML", "css": "CSS", "sql": "SQL",
    ]
    return languages[URL(fileURLWithPath: filename).pathExtension.lowercased()]
  }

  static func mimeType(_ filename: String, binary: Bool = false) -> String {
    let suffix = URL(fileURLWithPath: filename).pathExtension.lowercased()
    if binary {
      let types = [
        "png": "image/png", "gif": "image/gif", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "pdf": "application/pdf", "zip": "application/zip",
      ]
      return types[suffix] ?? "application/octet-stream"
    }
    return switch suffix {
    case "json": "application/json"
    case "md": "text/markdown"
    case "sh": "application/x-sh"
    case "js": "application/javascript"
    default: "text/plain"
    }
  }
}
