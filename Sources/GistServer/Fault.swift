import FoundationEssentials

/// A fault injected on the routes whose method and path match, for a number of requests
/// or for all of them.
public struct Fault: Codable, Equatable, Sendable {
  /// What goes wrong.
  public enum Kind: Codable, Equatable, Sendable {
    /// Answer with this status and a GitHub error body.
    case status(Int)
    /// The primary rate limit is used up (403, remaining 0, reset in an hour).
    case rateLimit
    /// A secondary rate limit (403 with `retry-after`).
    case secondaryRateLimit(retryAfter: Int)
    /// Never answer.
    case stall
    /// Close the connection half-way through the body.
    case drop
    /// Answer 200 with JSON cut short.
    case malformedJSON
    /// Send the body slowly, in small chunks.
    case slowBody(chunkDelayMilliseconds: Int)
    /// The normal answer, but its `Link: next` points back at the request itself (a server
    /// with endless pages).
    case loopingLink
    /// The normal status and headers with a body of this many megabytes.
    case hugeBody(megabytes: Int)
    /// An error with this status whose `message` carries terminal escape sequences (a
    /// window title, a clipboard write, a screen clear).
    case hostileError(Int)
    /// The normal answer, after `count` new gists of `owner` were put at the top of the
    /// lists (the account changed while a client walked its pages).
    case insertGists(count: Int, owner: String)
    /// A redirect (302) to this address.
    case redirect(String)
  }

  /// Text that drives a terminal if printed raw: it sets the window title, writes
  /// `rm -rf ~` to the clipboard (OSC 52), clears the screen and turns text red (a C1 CSI).
  public static let hostileText =
    "\u{1B}]0;pwned\u{07}\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\u{9B}31m"

  /// The method to match, or nil for any.
  public var method: String?
  /// A path prefix to match (`/gists`, `/gists/abc/star`), or `*` for every path.
  public var path: String
  /// Query parameters that must all be in the request (`["page": "5"]`), when given.
  public var query: [String: String]?
  /// What goes wrong.
  public var kind: Kind
  /// How many requests it affects; nil for all.
  public var times: Int?

  /// A fault.
  public init(
    method: String? = nil, path: String, query: [String: String]? = nil, kind: Kind,
    times: Int? = nil
  ) {
    self.method = method?.uppercased()
    self.path = path
    self.query = query
    self.kind = kind
    self.times = times
  }

  /// Whether the fault applies to `request`.
  func matches(_ request: ServerRequest) -> Bool {
    if let method, method != request.method { return false }
    if let query, query.contains(where: { request.query[$0.key] != $0.value }) { return false }
    if path == "*" { return true }
    return request.path == path || request.path.hasPrefix(path.hasSuffix("/") ? path : path + "/")
  }

  /// Parses `[METHOD ]PATH=KIND[:ARG][*TIMES]`, e.g. `GET /gists=status:500`,
  /// `*=stall`, `POST /gists=drop*1`, `/gists=slow:200`, `/gists=secondary:30`,
  /// `/raw=huge:1024`, `POST /gists=hostile:422`.
  public init?(spec: String) {
    guard let equals = spec.lastIndex(of: "=") else { return nil }
    let target = spec[..<equals].split(separator: " ")
    var rest = String(spec[spec.index(after: equals)...])
    var times: Int?
    if let star = rest.firstIndex(of: "*") {
      times = Int(rest[rest.index(after: star)...])
      rest = String(rest[..<star])
    }
    let parts = rest.split(separator: ":", maxSplits: 1).map(String.init)
    let argument = parts.count > 1 ? Int(parts[1]) : nil
    let kind: Kind
    switch parts.first ?? "" {
    case "status": kind = .status(argument ?? 500)
    case "ratelimit": kind = .rateLimit
    case "secondary": kind = .secondaryRateLimit(retryAfter: argument ?? 60)
    case "stall": kind = .stall
    case "drop": kind = .drop
    case "malformed": kind = .malformedJSON
    case "slow": kind = .slowBody(chunkDelayMilliseconds: argument ?? 100)
    case "loop": kind = .loopingLink
    case "huge": kind = .hugeBody(megabytes: argument ?? 1024)
    case "hostile": kind = .hostileError(argument ?? 422)
    default:
      guard let status = Int(parts[0]) else { return nil }
      kind = .status(status)
    }
    switch target.count {
    case 1: self.init(path: String(target[0]), kind: kind, times: times)
    case 2: self.init(method: String(target[0]), path: String(target[1]), kind: kind, times: times)
    default: return nil
    }
  }
}
