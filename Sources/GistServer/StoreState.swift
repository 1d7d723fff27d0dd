import FoundationEssentials
import GistValues

/// The state behind `GistStore` and the request pipeline: faults, authentication, rate
/// limits, routing, ETags and the request log. Routes and rendering are in extensions.
struct StoreState {
  /// Files above this size are truncated in single-gist responses (GitHub: one megabyte).
  static let truncationLimit = 1_048_576
  /// The most files a gist's answer lists (GitHub: 300; the gist is `truncated` past it).
  static let fileListLimit = 300
  /// Rate limit for requests without a token (GitHub: 60 an hour).
  static let anonymousLimit = 60

  var baseURL: String { didSet { generation &+= 1 } }
  var rawBaseURL: String { didSet { generation &+= 1 } }
  /// The API address clients use when it is not `baseURL` (a TLS front before the server):
  /// requests whose `Host` is its host get links and urls that start with it.
  var publicURL: String? { didSet { generation &+= 1 } }
  /// The address links start with while a request is answered.
  var requestBase: String?
  var mirror: GitMirror? { didSet { generation &+= 1 } }
  let now: @Sendable () -> Date
  var users: [String: GistUser] = [:] { didSet { generation &+= 1 } }
  var tokens: [String: (login: String, scopes: [String])] = [:]
  var gists: [String: StoredGist] = [:] { didSet { generation &+= 1 } }
  var stars: [String: Set<String>] = [:] { didSet { generation &+= 1 } }
  /// Counts changes to what the API shows (gists, users, stars, URLs): a kept answer is
  /// good while the generation it was rendered in is current.
  var generation: UInt64 = 0
  /// GET answers already rendered (body and ETag), by caller and URL, so a page asked again
  /// costs no encoding and no hashing while nothing changed.
  var rendered: [String: (generation: UInt64, response: ServerResponse)] = [:]
  /// GraphQL's gist connections in order (by owner, viewer, privacy and order), kept like
  /// `rendered`: paging through 10,000 gists sorts them once, not once a page.
  var orderedGists: [String: (generation: UInt64, ids: [String])] = [:]
  var faults: [Fault] = []
  /// Whether a clone of a gist's repository needs a token (`GistStore.setGitReadsNeedToken`).
  var gitReadsNeedToken = false
  var rateLimit = 5000
  var usage: [String: Int] = [:]
  var windowStart: Date
  var log: [GistStore.LoggedRequest] = []
  var counter: UInt64 = 0
  var nextCommentID = 1

  init(baseURL: String, now: @escaping @Sendable () -> Date) {
    self.baseURL = baseURL
    self.rawBaseURL = baseURL
    self.now = now
    self.windowStart = now()
  }

  /// The signed-in identity of a request.
  struct Caller {
    var login: String?
    var scopes: [String]
  }

  mutating func respond(to request: ServerRequest) -> ServerResponse {
    var response = answer(request)
    if request.path.hasPrefix("/__control/") { return response }
    if log.count >= 10_000 { log.removeFirst(log.count - 9_999) }
    log.append(
      GistStore.LoggedRequest(
        method: request.method, path: request.path, query: request.query,
        headers: request.headers, status: response.status, bodyBytes: response.body.count,
        requestBody: request.body.count <= 65_536 && !request.body.isEmpty ? request.body : nil))
    response.headers["X-GitHub-Media-Type"] = "github.v3; format=json"
    return response
  }

  /// Where links in the answer being made start.
  var linkBase: String { requestBase ?? baseURL }

  private mutating func answer(_ request: ServerRequest) -> ServerResponse {
    if request.path.hasPrefix("/__control/") { return control(request) }
    requestBase = publicURL.flatMap { url in
      URL(string: url).flatMap { address -> String? in
        let authority = (address.host ?? "") + (address.port.map { ":\($0)" } ?? "")
        return request.headers["host"] == authority ? url : nil
      }
    }
    defer { requestBase = nil }
    if let response = faulted(request) { return response }
    if request.segments.first == "raw" { return raw(request) }

    var caller = Caller(login: nil, scopes: [])
    if let token = request.token {
      guard let entry = tokens[token] else {
        return withRateHeaders(.error(401, "Bad credentials"), identity: "anonymous")
      }
      caller = Caller(login: entry.login, scopes: entry.scopes)
    }
    let identity = caller.login ?? "anonymous"
    let limit = caller.login == nil ? min(Self.anonymousLimit, rateLimit) : rateLimit
    resetWindowIfDue()
    if rateLimit > 0, request.segments != ["rate_limit"], usage[identity, default: 0] >= limit {
      var response = ServerResponse.error(
        403, "API rate limit exceeded for \(identity). Check the documentation for higher limits.")
      response = withRateHeaders(response, identity: identity)
      return response
    }

    var response = renderedAnswer(request, caller: caller)
    if request.method == "GET", response.status == 200, let etag = response.headers["ETag"] {
      if let match = request.headers["if-none-match"],
        match.split(separator: ",").map({ $0.trimmingSpaces() })
          .contains(etag)
      {
        response = ServerResponse(status: 304, headers: ["ETag": etag])
      }
    }
    if response.status != 304 && request.segments != ["rate_limit"] {
      usage[identity, default: 0] += 1
    }
    if caller.login != nil {
      response.headers["X-OAuth-Scopes"] = caller.scopes.joined(separator: ", ")
    }
    return withRateHeaders(response, identity: identity)
  }

  /// The routed answer, its ETag set on a 200 to a GET; a GET asked again while nothing
  /// changed is answered from `rendered`.
  private mutating func renderedAnswer(_ request: ServerRequest, caller: Caller)
    -> ServerResponse
  {
    guard request.method == "GET", request.segments != ["rate_limit"] else {
      return route(request, caller: caller)
    }
    let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let key = "\(caller.login ?? "")\n\(linkBase)\(request.path)?\(query.joined(separator: "&"))"
    if let kept = rendered[key], kept.generation == generation { return kept.response }
    var response = route(request, caller: caller)
    guard response.status == 200 else { return response }
    response.headers["ETag"] = "W/\"\(Self.hash(response.body))\""
    if rendered.count >= 4_096 { rendered.removeAll(keepingCapacity: true) }
    rendered[key] = (generation, response)
    return response
  }

  private mutating func resetWindowIfDue() {
    if now().timeIntervalSince(windowStart) >= 3600 {
      windowStart = now()
      usage.removeAll()
    }
  }

  /// `response` with the rate-limit headers of `identity`; none when rate limiting is off
  /// (`rateLimit` 0, as an Enterprise Server has it by default).
  func withRateHeaders(_ response: ServerResponse, identity: String) -> ServerResponse {
    guard rateLimit > 0 else { return response }
    var response = response
    let limit = identity == "anonymous" ? min(Self.anonymousLimit, rateLimit) : rateLimit
    let used = usage[identity, default: 0]
    response.headers["X-RateLimit-Limit"] = String(limit)
    response.headers["X-RateLimit-Remaining"] = String(max(0, limit - used))
    response.headers["X-RateLimit-Used"] = String(used)
    response.headers["X-RateLimit-Reset"] = String(
      Int(windowStart.addingTimeInterval(3600).timeIntervalSince1970))
    response.headers["X-RateLimit-Resource"] = "core"
    return response
  }

  private mutating func faulty(_ kind: Fault.Kind, _ request: ServerRequest) -> ServerResponse? {
    switch kind {
    case .status(let status):
      let messages = [
        401: "Bad credentials", 403: "Forbidden", 404: "Not Found", 409: "Conflict",
        422: "Validation Failed", 500: "Server Error", 502: "Bad Gateway",
        503: "Service Unavailable",
      ]
      return .error(status, messages[status] ?? "Injected failure")
    case .rateLimit:
      var response = ServerResponse.error(
        403, "API rate limit exceeded. Check the documentation for higher limits.")
      response.headers["X-RateLimit-Limit"] = String(rateLimit)
      response.headers["X-RateLimit-Remaining"] = "0"
      response.headers["X-RateLimit-Reset"] = String(
        Int(now().addingTimeInterval(3600).timeIntervalSince1970))
      return response
    case .secondaryRateLimit(let retryAfter):
      var response = ServerResponse.error(
        403, "You have exceeded a secondary rate limit. Please wait a few minutes.")
      response.headers["Retry-After"] = String(retryAfter)
      return response
    case .stall:
      var response = ServerResponse(status: 200)
      response.delivery = .stall
      return response
    case .malformedJSON:
      return .json(200, Data("{\"id\": \"0f\", \"files\": {\"a.txt\": {\"content\": \"cut".utf8))
    case .loopingLink:
      var response = answerWithoutFaults(request)
      let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      let url =
        "\(linkBase)\(request.path)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
      response.headers["Link"] = "<\(url)>; rel=\"next\""
      return response
    case .hostileError(let status):
      return .error(status, "Validation Failed" + Fault.hostileText)
    case .insertGists(let count, let owner):
      insertNewest(count: count, owner: owner)
      return answerWithoutFaults(request)
    case .redirect(let location):
      return ServerResponse(status: 302, headers: ["Location": location])
    case .hugeBody(let megabytes):
      var response = answerWithoutFaults(request)
      response.delivery = .huge(bytes: max(0, megabytes) << 20)
      return response
    case .drop, .slowBody:
      var response = answerWithoutFaults(request)
      response.delivery =
        if case .slowBody(let milliseconds) = kind {
          .slow(chunkDelay: .milliseconds(milliseconds))
        } else {
          .drop
        }
      return response
    }
  }

  /// The answer of the first fault that matches `request` (counting it down), if any.
  mutating func faulted(_ request: ServerRequest) -> ServerResponse? {
    guard let index = faults.firstIndex(where: { $0.matches(request) }) else { return nil }
    let fault = faults[index]
    if let times = fault.times {
      if times <= 1 { faults.remove(at: index) } else { faults[index].times = times - 1 }
    }
    return faulty(fault.kind, request)
  }

  /// The normal answer to a request whose fault changes only the delivery.
  private mutating func answerWithoutFaults(_ request: ServerRequest) -> ServerResponse {
    let saved = faults
    faults = []
    let response = answer(request)
    faults = saved
    return response
  }

  private mutating func control(_ request: ServerRequest) -> ServerResponse {
    switch (request.method, request.path) {
    case ("POST", "/__control/faults"):
      guard let fault = try? JSONDecoder().decode(Fault.self, from: request.body) else {
        return .error(400, "Problems parsing JSON")
      }
      faults.append(fault)
      return ServerResponse(status: 204)
    case ("DELETE", "/__control/faults"):
      faults.removeAll()
      return ServerResponse(status: 204)
    case ("GET", "/__control/log"):
      // What was asked since the log was last cleared: one object per request.
      let entries = log.map {
        LogEntry(method: $0.method, path: $0.path, status: $0.status, bytes: $0.bodyBytes)
      }
      let body = ServerResponse.encode(entries)
      return ServerResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    case ("DELETE", "/__control/log"):
      log.removeAll()
      return ServerResponse(status: 204)
    default:
      return .error(404, "Not Found")
    }
  }

  /// A short stable hash of bytes (FNV-1a, 64 bits, hex).
  static func hash(_ data: Data) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    data.withUnsafeBytes { bytes in
      for byte in bytes {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
      }
    }
    return String(value, radix: 16)
  }
}
