import Basics
import FoundationEssentials
import GistValues

/// The one place that turns an API call into an HTTP request: method, URL, query,
/// headers and body.
///
/// Every request carries `Accept: application/vnd.github+json`,
/// `X-GitHub-Api-Version: 2022-11-28` and `User-Agent: dehub/<version>`. The token goes in
/// `Authorization: Bearer` to the API host only: never to a `raw_url` host, never to a page
/// URL on another host, and such requests never follow redirects.
public struct Router: Sendable {
  /// The API version dehub speaks.
  public static let apiVersion = "2022-11-28"

  /// The API base URL (`https://api.github.com`, or an Enterprise `https://HOST/api/v3`).
  public let baseURL: URL
  /// The token, when there is one.
  let token: String?
  /// The `User-Agent` value.
  public let userAgent: String

  /// A router for `baseURL`. Fails for a URL that is not http(s), or plain http to a host
  /// that is not this machine.
  public init(baseURL: String, token: String?, version: String) throws(GistError) {
    var text = baseURL.trimmingSpaces()
    while text.hasSuffix("/") { text.removeLast() }
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      url.host?.isEmpty == false
    else {
      throw GistError.badAPIURL(
        baseURL, reason: "it is not a web address with a host, like https://api.github.com")
    }
    // A name and password in the address would go to the host on every request, beside
    // the token and outside dehub's care for it.
    guard url.user == nil && url.password == nil else {
      throw GistError.badAPIURL(
        baseURL,
        reason: "it holds a user name or password; give the address alone and sign in with a token")
    }
    guard scheme == "https" || scheme == "http" else {
      throw GistError.badAPIURL(
        baseURL, reason: "dehub speaks to the API over https:// (http:// only on this machine)")
    }
    guard (try? CurlHTTPClient.checkScheme(of: url)) != nil else {
      throw GistError.badAPIURL(
        baseURL, reason: "plain http:// is used only on this machine (127.0.0.1); use https://")
    }
    self.baseURL = url
    self.token = token.flatMap { $0.isEmpty ? nil : $0 }
    self.userAgent = "dehub/\(version)"
  }

  /// Whether a token will be sent.
  public var hasToken: Bool { token != nil }

  /// A fingerprint of the token (FNV-1a, 64 bits), to tell accounts apart in the cache
  /// without keeping the token there; nil without a token.
  public var tokenFingerprint: String? {
    guard let token else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in token.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// The API host's name, as people read it (`api.github.com`).
  public var host: String { baseURL.host ?? baseURL.absoluteString }

  /// The same router with another token.
  public func with(token: String?) -> Router {
    Router(baseURL: baseURL, token: token, userAgent: userAgent)
  }

  private init(baseURL: URL, token: String?, userAgent: String) {
    self.baseURL = baseURL
    self.token = token.flatMap { $0.isEmpty ? nil : $0 }
    self.userAgent = userAgent
  }

  /// The addresses of the pages from `next` to `last` of a numbered list (`page=2` …
  /// `page=N`, GitHub's REST lists), when both are the same address but for the page
  /// number; nil otherwise (a list with cursors is walked one page after another).
  public static func numberedPages(from next: URL, to last: URL) -> [URL]? {
    guard var components = URLComponents(url: next, resolvingAgainstBaseURL: false),
      let lastComponents = URLComponents(url: last, resolvingAgainstBaseURL: false),
      let items = components.queryItems, let lastItems = lastComponents.queryItems,
      let first = items.first(where: { $0.name == "page" })?.value.flatMap({ Int($0) }),
      let final = lastItems.first(where: { $0.name == "page" })?.value.flatMap({ Int($0) }),
      first >= 1, final >= first, final - first < 10_000,
      components.host == lastComponents.host, components.path == lastComponents.path,
      items.filter({ $0.name != "page" }) == lastItems.filter({ $0.name != "page" })
    else { return nil }
    return (first...final).compactMap { number in
      components.queryItems = items.map {
        $0.name == "page" ? URLQueryItem(name: "page", value: String(number)) : $0
      }
      return components.url
    }
  }

  /// The request for `route`.
  public func request(for route: Route) -> HTTPRequest {
    switch route {
    case .list(let kind, let since, let perPage, let page):
      var query = pageQuery(perPage: perPage, page: page)
      if let since { query.insert(("since", GistJSON.formatDate(since)), at: 0) }
      return api("GET", listPath(kind), query: query)
    case .page(let url):
      return external(url)
    case .gist(let id):
      return api("GET", ["gists", id])
    case .revision(let id, let sha):
      return api("GET", ["gists", id, sha])
    case .create(let gist):
      return api("POST", ["gists"], body: encode(gist))
    case .update(let id, let changes):
      return api("PATCH", ["gists", id], body: encode(changes))
    case .delete(let id):
      return api("DELETE", ["gists", id])
    case .star(let id):
      return api("PUT", ["gists", id, "star"])
    case .unstar(let id):
      return api("DELETE", ["gists", id, "star"])
    case .isStarred(let id):
      return api("GET", ["gists", id, "star"])
    case .fork(let id):
      return api("POST", ["gists", id, "forks"])
    case .forks(let id, let perPage, let page):
      return api("GET", ["gists", id, "forks"], query: pageQuery(perPage: perPage, page: page))
    case .commits(let id, let perPage, let page):
      return api("GET", ["gists", id, "commits"], query: pageQuery(perPage: perPage, page: page))
    case .comments(let id, let perPage, let page):
      return api(
        "GET", ["gists", id, "comments"], query: pageQuery(perPage: perPage, page: page))
    case .comment(let id, let commentID):
      return api("GET", ["gists", id, "comments", String(commentID)])
    case .createComment(let id, let body):
      return api("POST", ["gists", id, "comments"], body: encode(body))
    case .updateComment(let id, let commentID, let body):
      return api("PATCH", ["gists", id, "comments", String(commentID)], body: encode(body))
    case .deleteComment(let id, let commentID):
      return api("DELETE", ["gists", id, "comments", String(commentID)])
    case .user:
      return api("GET", ["user"])
    case .rateLimit:
      return api("GET", ["rate_limit"])
    case .viewerGists(let after):
      return graphQL(ViewerGistsPage.query, variables: ["after": after])
    case .raw(let url):
      var request = HTTPRequest(method: "GET", url: url, headers: commonHeaders(json: false))
      request.followsRedirects = true
      request.bodyLimit = BodyLimit.rawFile
      return request
    }
  }

  /// Whether `url` is on the API host (same scheme, host and port).
  public func isAPIHost(_ url: URL) -> Bool {
    url.scheme?.lowercased() == baseURL.scheme?.lowercased()
      && url.host?.lowercased() == baseURL.host?.lowercased()
      && (url.port ?? defaultPort(url)) == (baseURL.port ?? defaultPort(baseURL))
  }

  private func listPath(_ kind: GistListKind) -> [String] {
    switch kind {
    case .mine: ["gists"]
    case .starred: ["gists", "starred"]
    case .public: ["gists", "public"]
    case .user(let name): ["users", name, "gists"]
    }
  }

  private func pageQuery(perPage: Int, page: Int?) -> [(String, String)] {
    var query = [("per_page", String(perPage))]
    if let page { query.append(("page", String(page))) }
    return query
  }

  private func api(
    _ method: String, _ segments: [String], query: [(String, String)] = [], body: Data? = nil
  ) -> HTTPRequest {
    let encoded = segments.map(Self.encodeSegment).joined(separator: "/")
    var url = baseURL
    if var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) {
      let basePath = components.percentEncodedPath
      components.percentEncodedPath = basePath + "/" + encoded
      if !query.isEmpty {
        components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
      }
      url = components.url ?? baseURL
    }
    var headers = commonHeaders(json: true)
    if let token { headers["Authorization"] = "Bearer \(token)" }
    if body != nil { headers["Content-Type"] = "application/json; charset=utf-8" }
    return HTTPRequest(method: method, url: url, headers: headers, body: body)
  }

  /// A GraphQL request: `POST /graphql` beside the REST API (`https://api.github.com/graphql`;
  /// `https://HOST/api/graphql` for an Enterprise API at `https://HOST/api/v3`).
  private func graphQL(_ query: String, variables: [String: String?]) -> HTTPRequest {
    var url = baseURL
    if var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) {
      var path = components.percentEncodedPath
      while path.hasSuffix("/") { path.removeLast() }
      if path.hasSuffix("/api/v3") { path.removeLast("/v3".count) }
      components.percentEncodedPath = path + "/graphql"
      components.query = nil
      url = components.url ?? baseURL
    }
    var headers = commonHeaders(json: true)
    headers["Accept"] = "application/json"
    if let token { headers["Authorization"] = "Bearer \(token)" }
    headers["Content-Type"] = "application/json; charset=utf-8"
    struct Body: Encodable {
      var query: String
      var variables: [String: String?]
    }
    let body = (try? JSONEncoder().encode(Body(query: query, variables: variables))) ?? Data()
    return HTTPRequest(method: "POST", url: url, headers: headers, body: body)
  }

  /// A page URL from the server: the token only when it is on the API host.
  private func external(_ url: URL) -> HTTPRequest {
    var headers = commonHeaders(json: true)
    if let token, isAPIHost(url) { headers["Authorization"] = "Bearer \(token)" }
    return HTTPRequest(method: "GET", url: url, headers: headers)
  }

  private func commonHeaders(json: Bool) -> HTTPHeaders {
    var headers = HTTPHeaders()
    headers["Accept"] = json ? "application/vnd.github+json" : "*/*"
    headers["X-GitHub-Api-Version"] = Self.apiVersion
    headers["User-Agent"] = userAgent
    return headers
  }

  private func encode<T: Encodable>(_ value: T) -> Data {
    (try? GistJSON.encoder().encode(value)) ?? Data("{}".utf8)
  }

  private func defaultPort(_ url: URL) -> Int {
    url.scheme?.lowercased() == "http" ? 80 : 443
  }

  /// Percent-encodes one path segment (a gist id, a user name, a SHA).
  static func encodeSegment(_ segment: String) -> String {
    // Dots are encoded too: a segment of `.` or `..` (a user named `..`) must never be
    // taken as a path step (`/users/../gists` is the signed-in user's own list).
    return segment.percentEncoded(keeping: "-_~")
  }
}
