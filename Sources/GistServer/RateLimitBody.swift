/// The body of `GET /rate_limit`: the core window, under `resources` and as `rate`.
struct RateLimitBody: Encodable {
  let resources: [String: [String: Int]]
  let rate: [String: Int]
}
