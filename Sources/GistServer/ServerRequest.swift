import FoundationEssentials

/// A request as the store sees it, independent of the HTTP library.
public struct ServerRequest: Sendable {
  /// The method.
  public var method: String
  /// The path, without the query.
  public var path: String
  /// Query parameters.
  public var query: [String: String]
  /// The query's names that were given more than once (`query` holds the last value).
  public var repeatedQueryNames: Set<String>
  /// Header fields, names lowercased.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// A request.
  public init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
    body: Data = Data(), repeatedQueryNames: Set<String> = []
  ) {
    self.method = method.uppercased()
    // GitHub Enterprise serves the API under /api/v3 and GraphQL at /api/graphql; accept
    // those forms too.
    self.path =
      path.hasPrefix("/api/v3/")
      ? String(path.dropFirst("/api/v3".count)) : path == "/api/graphql" ? "/graphql" : path
    self.query = query
    self.repeatedQueryNames = repeatedQueryNames
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
    self.body = body
  }

  /// The path's segments (`/gists/abc/star` → `["gists", "abc", "star"]`).
  var segments: [String] {
    path.split(separator: "/").map { $0.percentDecoded() ?? String($0) }
  }

  /// The token of an `Authorization: Bearer` or `token` header.
  var token: String? {
    guard let value = headers["authorization"] else { return nil }
    let parts = value.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, ["bearer", "token"].contains(parts[0].lowercased()) else { return nil }
    return String(parts[1])
  }
}
