import FoundationEssentials

/// What is left of the API's rate limit, read from `x-ratelimit-*` headers.
public struct RateLimit: Equatable, Sendable, Codable {
  /// Requests allowed per window.
  public var limit: Int
  /// Requests left in this window.
  public var remaining: Int
  /// When the window resets.
  public var reset: Date

  /// A rate-limit reading.
  public init(limit: Int, remaining: Int, reset: Date) {
    self.limit = limit
    self.remaining = remaining
    self.reset = reset
  }

  /// The reading in `headers`, when they carry one.
  public init?(headers: HTTPHeaders) {
    guard let remaining = headers["x-ratelimit-remaining"].flatMap({ Int($0) }),
      let reset = headers["x-ratelimit-reset"].flatMap({ TimeInterval($0) })
    else { return nil }
    self.remaining = remaining
    self.limit = headers["x-ratelimit-limit"].flatMap { Int($0) } ?? remaining
    self.reset = Date(timeIntervalSince1970: reset)
  }
}
