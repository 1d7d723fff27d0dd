import FoundationEssentials
import GistValues
import Model

/// The list's status bar in words: the app, who is signed in and where the highlight is on
/// the left; how fresh the list is and the rate limit left on the right, longest first, so a
/// narrow screen takes the first that fits.
public struct GistListStatusLine: Equatable, Sendable {
  /// The signed-in login (nil: not signed in, or not known yet).
  public var login: String?
  /// Whether the user browses without a token (else a token is there, even while the login
  /// is not known: offline, before the first answer).
  public var signedOut = false
  /// Where the highlight is and how many gists ("12 of 1,000+ gists").
  public var position = ""
  /// The rate limit as last seen.
  public var rateLimit: RateLimit?
  /// When the list was last loaded, while it is stale (nil: fresh).
  public var staleSince: Date?
  /// Why it is stale, in a word or two ("offline").
  public var staleReason = "offline"
  /// When the server last confirmed the list (nil: not yet).
  public var lastUpdated: Date?
  /// The writes waiting in the outbox, in words ("2 waiting to send"; nil: none).
  public var outbox: String?

  /// A status line for `login`.
  public init(login: String?) { self.login = login }

  /// "dehub · octocat · 12 of 1,000+ gists".
  public var left: String {
    ["dehub", login ?? (signedOut ? "not signed in" : ""), position].filter { !$0.isEmpty }
      .joined(separator: " · ")
  }

  /// The right side, longest first: the rate limit and the freshness, a shorter rate limit,
  /// the freshness alone; times as the settings say them (`relative`: "3 hours ago").
  public func right(relative: Bool, now: Date) -> [String] {
    let when = { RelativeTime.describe($0, relative: relative, now: now) }
    let freshness =
      staleSince.map { "\(staleReason) · loaded \(when($0))" }
      ?? lastUpdated.map { "updated \(when($0))" } ?? "not updated yet"
    // What waits to be sent comes first: it is the user's own text, not yet on GitHub.
    // On a narrow screen it stays when the freshness does not fit beside the position.
    let lead = outbox.map { "\($0) · " } ?? ""
    let last = outbox.map { [$0] } ?? []
    guard let rateLimit else { return [lead + freshness] + last }
    return [
      "\(lead)\(rateLimit.remaining)/\(rateLimit.limit) requests left · \(freshness)",
      "\(lead)\(rateLimit.remaining) left · \(freshness)", lead + freshness,
    ] + last
  }
}
