import FoundationEssentials
import GistValues

/// The gist part of GitHub's GraphQL API (`POST /graphql`, `/api/graphql` on Enterprise):
/// `viewer` and `user(login:)` with their `gists` connection (`first`/`after`, `privacy`,
/// `orderBy`) and `gist(name:)`, the fields of a gist and its files (text included), as
/// `gh gist list` and `gh gist edit` ask them. A field the server does not know is an error
/// in the answer's `errors`, as on GitHub.
extension StoreState {
  private typealias Field = GraphQLDocument.Field

  private struct Body: Decodable {
    var query: String
    var variables: [String: GraphQLInput]?
  }

  /// Answers one GraphQL request of `caller`.
  mutating func graphQL(_ request: ServerRequest, caller: Caller) -> ServerResponse {
    guard let login = caller.login else {
      return .error(401, "This endpoint requires you to be authenticated.")
    }
    guard let body = try? JSONDecoder().decode(Body.self, from: request.body) else {
      return .error(400, "Problems parsing JSON")
    }
    let answer: GraphQLOutput
    do throws(GraphQLError) {
      let document = try GraphQLDocument(body.query, variables: body.variables ?? [:])
      prepareOrders(document.selections, viewer: login)
      let data = try object(document.selections, type: "Query") { field throws(GraphQLError) in
        switch field.name {
        case "viewer": return try user(login, field.selections, viewer: login)
        case "user":
          guard let name = field.arguments["login"]?.string, users[name] != nil else {
            throw GraphQLError(
              "Could not resolve to a User with the login of '\(field.arguments["login"]?.string ?? "")'."
            )
          }
          return try user(name, field.selections, viewer: login)
        default: return nil
        }
      }
      answer = .object([("data", data)])
    } catch {
      answer = .object([("errors", .list([.object([("message", .string(error.message))])]))])
    }
    return .json(200, Data(answer.json.utf8))
  }

  /// An object of `type`: each selection resolved by `resolve` (nil: no such field).
  private func object(
    _ selections: [Field], type: String,
    _ resolve: (Field) throws(GraphQLError) -> GraphQLOutput?
  ) throws(GraphQLError) -> GraphQLOutput {
    var fields: [(String, GraphQLOutput)] = []
    for field in selections {
      if field.name == "__typename" {
        fields.append((field.key, .string(type)))
        continue
      }
      guard let value = try resolve(field) else {
        throw GraphQLError("Field '\(field.name)' doesn't exist on type '\(type)'")
      }
      fields.append((field.key, value))
    }
    return .object(fields)
  }

  private func user(_ login: String, _ selections: [Field], viewer: String)
    throws(GraphQLError) -> GraphQLOutput
  {
    let user = users[login]
    return try object(selections, type: "User") { field throws(GraphQLError) in
      switch field.name {
      case "login": return .string(login)
      case "name": return .string(user?.name)
      case "id": return .string(Self.nodeID("U", String(user?.id ?? 0)))
      case "url": return .string("https://github.com/\(login)")
      case "avatarUrl": return .string(user?.avatarURL)
      case "gists":
        return try gists(of: login, field, viewer: viewer)
      case "gist":
        guard let name = field.arguments["name"]?.string, let gist = gists[name],
          gist.owner == login, gist.isPublic || login == viewer
        else { return .null }
        return try self.gist(gist, field.selections, viewer: viewer)
      default: return nil
      }
    }
  }

  private func gists(of login: String, _ field: Field, viewer: String)
    throws(GraphQLError) -> GraphQLOutput
  {
    let privacy = field.arguments["privacy"]?.string ?? "PUBLIC"
    guard ["PUBLIC", "SECRET", "ALL"].contains(privacy) else {
      throw GraphQLError("Argument 'privacy' on Field 'gists' has an invalid value (\(privacy)).")
    }
    // Sorted already when the store has not changed since (see `prepareOrders`).
    let kept = orderedGists[Self.orderKey(field, owner: login, viewer: viewer)]
    let items =
      kept.flatMap { $0.generation == generation ? $0.ids.compactMap { gists[$0] } : nil }
      ?? ordered(field, owner: login, viewer: viewer)
    guard let first = field.arguments["first"]?.int else {
      throw GraphQLError(
        "You must provide a `first` or `last` value to properly paginate the `gists` connection.")
    }
    guard (0...100).contains(first) else {
      throw GraphQLError(
        "Requesting \(first) records on the `gists` connection exceeds the `first` limit of 100 records."
      )
    }
    let start = field.arguments["after"]?.string.flatMap(Self.offset(cursor:)).map { $0 + 1 } ?? 0
    let page = Array(items.dropFirst(start).prefix(first))
    let end = start + page.count
    return try object(field.selections, type: "GistConnection") { part throws(GraphQLError) in
      switch part.name {
      case "totalCount": return .int(items.count)
      case "nodes":
        return .list(
          try page.map { gist throws(GraphQLError) in
            try self.gist(gist, part.selections, viewer: viewer)
          })
      case "edges":
        return .list(
          try page.enumerated().map { index, gist throws(GraphQLError) in
            try object(part.selections, type: "GistEdge") { edge throws(GraphQLError) in
              switch edge.name {
              case "cursor": return .string(Self.cursor(start + index))
              case "node": return try self.gist(gist, edge.selections, viewer: viewer)
              default: return nil
              }
            }
          })
      case "pageInfo":
        return try object(part.selections, type: "PageInfo") { info in
          switch info.name {
          case "hasNextPage": return .bool(end < items.count)
          case "hasPreviousPage": return .bool(start > 0)
          case "endCursor": return page.isEmpty ? .null : .string(Self.cursor(end - 1))
          case "startCursor": return page.isEmpty ? .null : .string(Self.cursor(start))
          default: return nil
          }
        }
      default: return nil
      }
    }
  }

  /// The gists of `owner` a `gists` field asks, in its order.
  private func ordered(_ field: Field, owner login: String, viewer: String) -> [StoredGist] {
    let privacy = field.arguments["privacy"]?.string ?? "PUBLIC"
    let own = login == viewer
    var items = gists.values.filter { gist in
      guard gist.owner == login else { return false }
      switch privacy {
      case "SECRET": return own && !gist.isPublic
      case "ALL": return gist.isPublic || own
      default: return gist.isPublic
      }
    }
    let order = field.arguments["orderBy"]
    let ascending = order?["direction"]?.string == "ASC"
    let key: (StoredGist) -> Date =
      order?["field"]?.string == "CREATED_AT" ? { $0.createdAt } : { $0.updatedAt }
    items.sort {
      ascending ? (key($0), $0.id) < (key($1), $1.id) : (key($0), $0.id) > (key($1), $1.id)
    }
    return items
  }

  private static func orderKey(_ field: Field, owner: String, viewer: String) -> String {
    let order = field.arguments["orderBy"]
    return [
      owner, viewer, field.arguments["privacy"]?.string ?? "PUBLIC",
      order?["field"]?.string ?? "", order?["direction"]?.string ?? "",
    ].joined(separator: "\n")
  }

  /// Sorts, once per change of the store, the connections `selections` page through
  /// (`viewer { gists }` and `user(login:) { gists }`).
  private mutating func prepareOrders(_ selections: [Field], viewer: String) {
    for field in selections {
      let owner =
        field.name == "viewer"
        ? viewer : field.name == "user" ? field.arguments["login"]?.string : nil
      guard let owner else { continue }
      for connection in field.selections where connection.name == "gists" {
        let key = Self.orderKey(connection, owner: owner, viewer: viewer)
        guard orderedGists[key]?.generation != generation else { continue }
        if orderedGists.count >= 64 { orderedGists.removeAll() }
        orderedGists[key] = (
          generation, ordered(connection, owner: owner, viewer: viewer).map(\.id)
        )
      }
    }
  }

  private func gist(_ gist: StoredGist, _ selections: [Field], viewer: String)
    throws(GraphQLError) -> GraphQLOutput
  {
    try object(selections, type: "Gist") { field throws(GraphQLError) in
      switch field.name {
      case "name": return .string(gist.id)
      case "id": return .string(Self.nodeID("G", gist.id))
      case "description": return .string(gist.description)
      case "isPublic": return .bool(gist.isPublic)
      case "isFork": return .bool(gist.forkOf != nil)
      case "createdAt": return .string(GistJSON.formatDate(gist.createdAt))
      case "updatedAt", "pushedAt": return .string(GistJSON.formatDate(gist.updatedAt))
      case "url": return .string("https://gist.github.com/\(gist.owner)/\(gist.id)")
      case "resourcePath": return .string("/\(gist.owner)/\(gist.id)")
      case "stargazerCount": return .int(stars.values.filter { $0.contains(gist.id) }.count)
      case "viewerHasStarred": return .bool(stars[viewer]?.contains(gist.id) ?? false)
      case "owner": return try user(gist.owner, field.selections, viewer: viewer)
      case "comments", "forks":
        let count = field.name == "comments" ? gist.comments.count : gist.forks.count
        return try object(field.selections, type: "Connection") {
          $0.name == "totalCount" ? .int(count) : nil
        }
      case "files":
        // GitHub's default limit is 10 files, and 300 at most.
        let limit = min(300, max(0, field.arguments["limit"]?.int ?? 10))
        return .list(
          try gist.files.sorted { $0.key < $1.key }.prefix(limit).map {
            name, text throws(GraphQLError) in try file(name, text, field.selections)
          })
      default: return nil
      }
    }
  }

  private func file(_ name: String, _ text: String, _ selections: [Field])
    throws(GraphQLError) -> GraphQLOutput
  {
    try object(selections, type: "GistFile") { field throws(GraphQLError) in
      switch field.name {
      case "name": return .string(name)
      case "encodedName":
        return .string(name.percentEncoded())
      case "extension":
        let ext = URL(fileURLWithPath: name).pathExtension
        return .string(ext.isEmpty ? "" : "." + ext)
      case "size": return .int(text.utf8.count)
      case "isImage": return .bool(false)
      case "isTruncated": return .bool(text.utf8.count > Self.truncationLimit)
      case "encoding": return .string("UTF-8")
      case "text":
        let cut = field.arguments["truncate"]?.int ?? Self.truncationLimit
        return .string(String(decoding: Data(text.utf8).prefix(max(0, cut)), as: UTF8.self))
      case "language":
        guard let language = Self.language(name) else { return .null }
        return try object(field.selections, type: "Language") { part in
          part.name == "name" ? .string(language) : nil
        }
      default: return nil
      }
    }
  }

  /// GitHub's opaque cursors; here the offset in the ordered list.
  static func cursor(_ offset: Int) -> String {
    Data("cursor:\(offset)".utf8).base64EncodedString()
  }

  static func offset(cursor: String) -> Int? {
    guard let data = Data(base64Encoded: cursor) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard text.hasPrefix("cursor:") else { return nil }
    return Int(text.dropFirst("cursor:".count))
  }

  static func nodeID(_ kind: String, _ id: String) -> String {
    "\(kind)_" + Data(id.utf8).base64EncodedString().replacing("=", with: "")
  }
}
