import FoundationEssentials
import GistValues

extension StoreState {
  /// Routes a request to its endpoint.
  mutating func route(_ request: ServerRequest, caller: Caller) -> ServerResponse {
    let path = request.segments
    if let allowed = Self.methods(of: path), !allowed.contains(request.method) {
      var refusal = ServerResponse.error(405, "Method Not Allowed")
      refusal.headers["Allow"] = allowed.joined(separator: ", ")
      return refusal
    }
    switch (request.method, path.count, path.first) {
    case ("GET", 1, "user"):
      guard let login = caller.login, let user = users[login] else {
        return .error(401, "Requires authentication")
      }
      return encoded(200, ServedUser(user: user, apiBase: linkBase, profile: true))
    case ("GET", 1, "rate_limit"):
      return rateLimitBody(caller)
    case ("POST", 1, "graphql"):
      return graphQL(request, caller: caller)
    case ("GET", 3, "users") where path[2] == "gists":
      guard users[path[1]] != nil else { return .error(404, "Not Found") }
      let own = caller.login == path[1]
      return list(request, viewer: caller.login) { $0.owner == path[1] && ($0.isPublic || own) }
    case (_, _, "gists"):
      return gistRoute(request, path: Array(path.dropFirst()), caller: caller)
    default:
      return .error(404, "Not Found")
    }
  }

  private mutating func gistRoute(_ request: ServerRequest, path: [String], caller: Caller)
    -> ServerResponse
  {
    switch (request.method, path.count) {
    case ("GET", 0):
      if let login = caller.login {
        return list(request, viewer: caller.login) { $0.owner == login }
      }
      return list(request, viewer: caller.login) { $0.isPublic }
    case ("POST", 0):
      return create(request, caller: caller)
    case ("GET", 1) where path[0] == "public":
      return list(request, viewer: caller.login) { $0.isPublic }
    case ("GET", 1) where path[0] == "starred":
      guard let login = caller.login else { return .error(401, "Requires authentication") }
      let starred = stars[login] ?? []
      return list(request, viewer: caller.login) { starred.contains($0.id) }
    default:
      break
    }
    guard let id = path.first, gists[id] != nil else {
      // Asked whether a gist it cannot see is starred, GitHub answers as for "not starred".
      let starQuestion = request.method == "GET" && path.count == 2 && path[1] == "star"
      return starQuestion ? .json(404, Data("{}".utf8)) : .error(404, "Not Found")
    }
    let rest = Array(path.dropFirst())
    switch (request.method, rest.first, rest.count) {
    case ("GET", nil, _):
      return single(id)
    case ("PATCH", nil, _), ("POST", nil, _):
      // GitHub takes POST for PATCH, for clients that cannot send PATCH (gh 2.23 edits so).
      return update(id, request, caller: caller)
    case ("DELETE", nil, _):
      return delete(id, caller: caller)
    case (_, "star", 1):
      return star(id, method: request.method, caller: caller)
    case ("POST", "forks", 1):
      return fork(id, caller: caller)
    case ("GET", "forks", 1):
      let ids = Set(gists[id]?.forks ?? [])
      return list(request, viewer: caller.login) { ids.contains($0.id) }
    case ("GET", "commits", 1):
      return commits(id, request)
    case (_, "comments", _):
      return commentRoute(id, request, rest: Array(rest.dropFirst()), caller: caller)
    case ("GET", let sha?, 1):
      return revision(id, sha: sha)
    default:
      return .error(404, "Not Found")
    }
  }

  // MARK: - Gists

  private func single(_ id: String) -> ServerResponse {
    guard let gist = gists[id] else { return .error(404, "Not Found") }
    return encoded(200, served(gist, content: true, detail: true))
  }

  private mutating func create(_ request: ServerRequest, caller: Caller) -> ServerResponse {
    guard let login = caller.login else { return .error(401, "Requires authentication") }
    guard caller.scopes.contains("gist") else { return .error(404, "Not Found") }
    guard let body = try? GistJSON.decoder().decode(NewGist.self, from: request.body) else {
      return Self.unreadable(request.body)
    }
    if let problem = Self.nullProblem(in: request.body, fields: ["description", "public"]) {
      return problem
    }
    let files = body.files.mapValues(\.content)
    if let problem = Self.validate(files) { return problem }
    let id = makeID("\(login)/\(counter)")
    let time = now()
    var gist = StoredGist(
      id: id, owner: login, description: body.description, isPublic: body.isPublic,
      createdAt: time, updatedAt: time, files: files)
    addRevision(to: &gist, by: login, previous: [:])
    gists[id] = gist
    return encoded(201, served(gist, content: true, detail: true))
  }

  private mutating func update(_ id: String, _ request: ServerRequest, caller: Caller)
    -> ServerResponse
  {
    guard let login = caller.login else { return .error(401, "Requires authentication") }
    guard var gist = gists[id], gist.owner == login else { return .error(404, "Not Found") }
    // A `null` body changes nothing (GitHub's description allows it).
    let isNull = String(decoding: request.body, as: UTF8.self).trimmingWhitespace() == "null"
    guard
      let changes = isNull
        ? GistChanges() : try? GistJSON.decoder().decode(GistChanges.self, from: request.body)
    else { return Self.unreadable(request.body) }
    if let problem = Self.nullProblem(in: request.body, fields: ["description", "files"]) {
      return problem
    }
    let before = gist.files
    var files = gist.files
    for (name, change) in changes.files {
      // A file set to null, or to an object with neither content nor a name, is deleted.
      guard let change, change.content != nil || change.filename != nil else {
        files[name] = nil
        gist.binaries[name] = nil
        continue
      }
      // A binary file (pushed through git) renamed by its name alone, as GitHub takes it.
      if change.content == nil, files[name] == nil, let newName = change.filename,
        let bytes = gist.binaries[name]
      {
        if newName != name && (files[newName] != nil || gist.binaries[newName] != nil) {
          return .error(
            422, "Validation Failed",
            errors: [["resource": "Gist", "code": "already_exists", "field": "filename"]])
        }
        gist.binaries[name] = nil
        gist.binaries[newName] = bytes
        continue
      }
      let content = change.content ?? files[name]
      guard let content else {
        return .error(
          422, "Validation Failed",
          errors: [["resource": "Gist", "code": "missing_field", "field": "files"]])
      }
      if let newName = change.filename, newName != name {
        if files[newName] != nil && changes.files[newName] == nil {
          return .error(
            422, "Validation Failed",
            errors: [["resource": "Gist", "code": "already_exists", "field": "filename"]])
        }
        files[name] = nil
        files[newName] = content
      } else {
        files[name] = content
      }
    }
    if let problem = Self.validate(files, binaries: gist.binaries.count) { return problem }
    if let description = changes.description { gist.description = description }
    gist.files = files
    gist.updatedAt = now()
    addRevision(to: &gist, by: login, previous: before)
    gists[id] = gist
    return encoded(200, served(gist, content: true, detail: true))
  }

  private mutating func delete(_ id: String, caller: Caller) -> ServerResponse {
    guard let login = caller.login else { return .error(401, "Requires authentication") }
    guard let gist = gists[id], gist.owner == login else { return .error(404, "Not Found") }
    gists[id] = nil
    for user in stars.keys { stars[user]?.remove(id) }
    if let source = gist.forkOf { gists[source]?.forks.removeAll { $0 == id } }
    return ServerResponse(status: 204)
  }

  private mutating func star(_ id: String, method: String, caller: Caller) -> ServerResponse {
    guard let login = caller.login else { return .error(401, "Requires authentication") }
    switch method {
    case "PUT":
      stars[login, default: []].insert(id)
      return ServerResponse(status: 204)
    case "DELETE":
      stars[login]?.remove(id)
      return ServerResponse(status: 204)
    case "GET":
      // Not starred: GitHub's 404 with an empty object.
      return stars[login]?.contains(id) == true
        ? ServerResponse(status: 204) : .json(404, Data("{}".utf8))
    default:
      return .error(404, "Not Found")
    }
  }

  private mutating func fork(_ id: String, caller: Caller) -> ServerResponse {
    guard let login = caller.login else { return .error(401, "Requires authentication") }
    guard let source = gists[id] else { return .error(404, "Not Found") }
    if source.owner == login {
      return .error(
        422, "Validation Failed",
        errors: [
          ["resource": "Gist", "code": "custom", "message": "You cannot fork your own gist."]
        ])
    }
    let forkID = makeID("fork/\(login)/\(id)/\(counter)")
    let time = now()
    var fork = StoredGist(
      id: forkID, owner: login, description: source.description, isPublic: source.isPublic,
      createdAt: time, updatedAt: time, files: source.files, forkOf: id)
    fork.binaries = source.binaries
    addRevision(to: &fork, by: login, previous: [:])
    gists[forkID] = fork
    gists[id]?.forks.append(forkID)
    return encoded(201, served(fork, content: true, detail: true))
  }

  private func commits(_ id: String, _ request: ServerRequest) -> ServerResponse {
    guard let gist = gists[id] else { return .error(404, "Not Found") }
    return paginated(gist.revisions, request) {
      ServedCommit(commit: commit($0, gistID: id), apiBase: linkBase)
    }
  }

  private func revision(_ id: String, sha: String) -> ServerResponse {
    guard var gist = gists[id], let revision = gist.revisions.first(where: { $0.version == sha })
    else { return .error(404, "Not Found") }
    gist.files = revision.files
    gist.binaries = revision.binaries
    gist.description = revision.description
    gist.updatedAt = revision.committedAt
    return encoded(200, served(gist, content: true, detail: true, version: sha))
  }

  func raw(_ request: ServerRequest) -> ServerResponse {
    let path = request.segments
    guard path.count == 4, let gist = gists[path[1]] else { return .error(404, "Not Found") }
    let revision = gist.revisions.first { $0.version == path[2] }
    let files = revision?.files ?? gist.files
    if let bytes = (revision?.binaries ?? gist.binaries)[path[3]] {
      return ServerResponse(
        status: 200, headers: ["Content-Type": Self.mimeType(path[3], binary: true)], body: bytes)
    }
    guard let content = files[path[3]] else { return .error(404, "Not Found") }
    return ServerResponse(
      status: 200, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(content.utf8))
  }

  private func rateLimitBody(_ caller: Caller) -> ServerResponse {
    // An Enterprise Server with rate limiting off answers so.
    guard rateLimit > 0 else { return .error(404, "Rate limiting is not enabled.") }
    let identity = caller.login ?? "anonymous"
    let limit = caller.login == nil ? min(Self.anonymousLimit, rateLimit) : rateLimit
    let used = usage[identity, default: 0]
    let window: [String: Int] = [
      "limit": limit, "remaining": max(0, limit - used), "used": used,
      "reset": Int(windowStart.addingTimeInterval(3600).timeIntervalSince1970),
    ]
    return .json(
      200, ServerResponse.encode(RateLimitBody(resources: ["core": window], rate: window)))
  }

  // MARK: - Comments

  private mutating func commentRoute(
    _ id: String, _ request: ServerRequest, rest: [String], caller: Caller
  ) -> ServerResponse {
    guard var gist = gists[id] else { return .error(404, "Not Found") }
    if rest.isEmpty {
      switch request.method {
      case "GET":
        return paginated(gist.comments, request) { served($0, on: gist) }
      case "POST":
        guard let login = caller.login, let user = users[login] else {
          return .error(401, "Requires authentication")
        }
        guard let body = try? JSONDecoder().decode(CommentBody.self, from: request.body),
          !body.body.trimmingWhitespace().isEmpty
        else {
          return .error(
            422, "Validation Failed",
            errors: [["resource": "GistComment", "code": "missing_field", "field": "body"]])
        }
        if let problem = Self.commentTooLong(body.body) { return problem }
        let comment = GistComment(
          id: nextCommentID, body: body.body, user: user, createdAt: now(), updatedAt: now())
        nextCommentID += 1
        gist.comments.append(comment)
        gists[id] = gist
        return encoded(201, served(comment, on: gist))
      default:
        return .error(404, "Not Found")
      }
    }
    guard rest.count == 1, let commentID = Int(rest[0]),
      let index = gist.comments.firstIndex(where: { $0.id == commentID })
    else { return .error(404, "Not Found") }
    let author = gist.comments[index].user?.login
    switch request.method {
    case "GET":
      return encoded(200, served(gist.comments[index], on: gist))
    case "PATCH":
      guard caller.login != nil, caller.login == author else { return .error(404, "Not Found") }
      guard let body = try? JSONDecoder().decode(CommentBody.self, from: request.body) else {
        return Self.unreadable(request.body)
      }
      if let problem = Self.commentTooLong(body.body) { return problem }
      gist.comments[index].body = body.body
      gist.comments[index].updatedAt = now()
      gists[id] = gist
      return encoded(200, served(gist.comments[index], on: gist))
    case "DELETE":
      guard caller.login != nil, caller.login == author || caller.login == gist.owner else {
        return .error(404, "Not Found")
      }
      gist.comments.remove(at: index)
      gists[id] = gist
      return ServerResponse(status: 204)
    default:
      return .error(404, "Not Found")
    }
  }

  // MARK: - Helpers

  /// GitHub's answer to a body it cannot take: 400 when it is not JSON, 422 when it is JSON
  /// of the wrong shape (a number for a description, a file without content).
  static func unreadable(_ body: Data) -> ServerResponse {
    guard (try? JSONValue.parse(body)) != nil else { return .error(400, "Problems parsing JSON") }
    return .error(
      422, "Invalid request.", errors: [["resource": "Gist", "code": "invalid", "field": "body"]])
  }

  /// The methods the API takes at `path`; nil for a path it does not serve (a 404).
  static func methods(of path: [String]) -> [String]? {
    switch (path.first, path.count) {
    case ("user", 1), ("rate_limit", 1): return ["GET"]
    case ("graphql", 1): return ["POST"]
    case ("users", 3) where path[2] == "gists": return ["GET"]
    case ("gists", 1): return ["GET", "POST"]
    case ("gists", 2) where path[1] == "public" || path[1] == "starred": return ["GET"]
    // GitHub takes POST for PATCH here.
    case ("gists", 2): return ["GET", "PATCH", "POST", "DELETE"]
    case ("gists", 3):
      switch path[2] {
      case "star": return ["GET", "PUT", "DELETE"]
      case "forks", "comments": return ["GET", "POST"]
      default: return ["GET"]
      }
    case ("gists", 4) where path[2] == "comments": return ["GET", "PATCH", "DELETE"]
    default: return nil
    }
  }

  /// GitHub's 422 for a null where its description wants a value: one of `fields` of the
  /// body, or a file's `content` (a file is deleted by setting the whole file to null).
  static func nullProblem(in body: Data, fields: [String]) -> ServerResponse? {
    guard let json = try? JSONValue.parse(body) else { return nil }
    var nulls = fields.filter { json[$0] == .null }
    if case .object(let files)? = json["files"],
      files.pairs.contains(where: { $0.value["content"] == .null })
    {
      nulls.append("content")
    }
    guard let field = nulls.first else { return nil }
    return .error(
      422, "Validation Failed", errors: [["resource": "Gist", "code": "invalid", "field": field]])
  }

  /// GitHub's 422 for a comment longer than it keeps (65,535 characters).
  static func commentTooLong(_ body: String) -> ServerResponse? {
    guard body.unicodeScalars.count > 65_535 else { return nil }
    return .error(
      422, "Validation Failed",
      errors: [
        [
          "resource": "GistComment", "code": "custom", "field": "body",
          "message": "body is too long (maximum is 65535 characters)",
        ]
      ])
  }

  /// GitHub's 422 for a gist without a file with content, or with a blank file name (a gist
  /// holding `binaries` binary files, pushed through git, may have no text file).
  static func validate(_ files: [String: String], binaries: Int = 0) -> ServerResponse? {
    let hasContent = files.values.contains {
      !$0.trimmingWhitespace().isEmpty
    }
    let blankContent = files.values.contains {
      $0.trimmingWhitespace().isEmpty
    }
    if ((files.isEmpty || !hasContent) && binaries == 0) || blankContent {
      return .error(
        422, "Validation Failed",
        errors: [["resource": "Gist", "code": "missing_field", "field": "files"]])
    }
    if files.keys.contains(where: { $0.trimmingSpaces().isEmpty }) {
      return .error(
        422, "Validation Failed",
        errors: [["resource": "Gist", "code": "missing_field", "field": "filename"]])
    }
    return nil
  }

  /// Records the gist's state as its newest revision (`version`: a pushed commit's id; one
  /// is made up otherwise).
  mutating func addRevision(
    to gist: inout StoredGist, by login: String, previous: [String: String],
    version: String? = nil
  ) {
    let (additions, deletions) = StoredGist.lineChanges(from: previous, to: gist.files)
    let version = version ?? makeSHA("\(gist.id)/\(gist.revisions.count)/\(counter)")
    gist.revisions.insert(
      StoredGist.Revision(
        version: version, user: login, committedAt: gist.updatedAt,
        description: gist.description, files: gist.files, additions: additions,
        deletions: deletions, binaries: gist.binaries), at: 0)
  }

  /// A list's page: the gists `include` keeps, newest first, sorted once per change of the
  /// store for each list and viewer (at 100,000 gists a sort for every page made a walk of
  /// the thousand pages take 74 s, 72 ms a page).
  mutating func list(
    _ request: ServerRequest, viewer: String?, where include: (StoredGist) -> Bool
  ) -> ServerResponse {
    let since = request.query["since"].flatMap(GistJSON.parseDate)
    let key = ["rest", request.path, viewer ?? "", request.query["since"] ?? ""]
      .joined(separator: "\n")
    if orderedGists[key]?.generation != generation {
      let ids = gists.values.filter { gist in
        include(gist) && (since.map { gist.updatedAt >= $0 } ?? true)
      }
      .sorted { ($0.updatedAt, $0.id) > ($1.updatedAt, $1.id) }.map(\.id)
      if orderedGists.count >= 64 { orderedGists.removeAll() }
      orderedGists[key] = (generation, ids)
    }
    // The ids were sorted at this generation: each is in the store.
    return paginated(orderedGists[key]?.ids ?? [], request) { id in
      gists[id].map { served($0, content: false) }
    }
  }

  func encoded<T: Encodable>(_ status: Int, _ value: T) -> ServerResponse {
    let data = (try? GistJSON.encoder().encode(value)) ?? Data("{}".utf8)
    return .json(status, data)
  }
}
