import FoundationEssentials
import Glibc

/// Everything that can go wrong talking to GitHub, each with a sentence for a person.
///
/// No case carries raw JSON, a curl code or the token: `message` is safe to show.
public enum GistError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No token was found.
  case missingToken
  /// The token was rejected (401).
  case badToken
  /// The token works but lacks the `gist` scope.
  case missingScope
  /// The thing asked for does not exist, or is not visible to this account (404).
  case notFound(what: String)
  /// GitHub refused the request's content (422); the sentence says why.
  case validationFailed(String)
  /// GitHub refused a request that only reads (400 or 422 to a GET); the sentence says why.
  case readRefused(String)
  /// The primary rate limit is used up until `reset`.
  case rateLimited(reset: Date?)
  /// A secondary rate limit: try again after some seconds.
  case secondaryRateLimit(retryAfter: Int?)
  /// Forbidden for another reason (403), with GitHub's own sentence.
  case forbidden(String)
  /// The server failed (5xx).
  case serverError(status: Int)
  /// Another status the client does not expect.
  case unexpectedStatus(Int)
  /// The request took longer than the time limit.
  case timeout(host: String, seconds: Int)
  /// Nothing answered at host and port.
  case cannotConnect(host: String, port: Int)
  /// The host name did not resolve.
  case unknownHost(String)
  /// The TLS connection failed (certificate or handshake).
  case tls(host: String, detail: String)
  /// The connection broke during the transfer.
  case connectionLost(host: String)
  /// The response could not be read.
  case malformedResponse(String)
  /// A plain `http://` URL for a host that is not this machine.
  case insecureURL(String)
  /// A URL that is not a web address dehub follows (another scheme, or none).
  case unsupportedURL(String)
  /// A URL or id that does not name a gist.
  case invalidReference(String)
  /// The API URL given (option, environment, config) cannot be used, and why.
  case badAPIURL(String, reason: String)
  /// The user stopped the request.
  case cancelled
  /// The answer was longer than dehub reads (`limit` bytes); it was not kept.
  case tooLarge(limit: Int)
  /// Another network failure, in libcurl's words.
  case network(String)
  /// A local problem (a file that cannot be read or written).
  case local(String)

  /// A sentence for a person.
  public var message: String {
    switch self {
    case .missingToken:
      return
        "No GitHub token found. Run `dehub auth login`, or set GH_TOKEN (github.com) or "
        + "GH_ENTERPRISE_TOKEN (an Enterprise Server host)."
    case .badToken:
      return "GitHub rejected the token (bad credentials). Run `dehub auth login` with a new token."
    case .missingScope:
      return
        "The token lacks the `gist` scope. Create a token with the gist scope and log in again."
    case .notFound(let what):
      return "\(what) was not found, or is not visible to this account."
    case .validationFailed(let reason):
      return "GitHub refused the change: \(reason)"
    case .readRefused(let reason):
      return "GitHub refused to answer the request: \(reason)"
    case .rateLimited(let reset):
      guard let reset else { return "GitHub's rate limit is used up; try again later." }
      return "GitHub's rate limit is used up until \(Self.clockTime(reset)); try again then."
    case .secondaryRateLimit(let retryAfter):
      let wait = retryAfter.map { "in \($0) seconds" } ?? "in a minute"
      return "GitHub asked to slow down (secondary rate limit); try again \(wait)."
    case .forbidden(let reason):
      return "GitHub refused the request: \(reason)"
    case .serverError(let status):
      return "GitHub had a server error (HTTP \(status)); try again in a moment."
    case .unexpectedStatus(let status):
      return "GitHub answered with an unexpected status (HTTP \(status))."
    case .timeout(let host, let seconds):
      return "\(host) did not answer within \(seconds) seconds (timed out)."
    case .cannotConnect(let host, let port):
      return "Cannot connect to \(host) on port \(port); is the network up and the URL right?"
    case .unknownHost(let host):
      return "Cannot find the host \(host); check the network and the API URL."
    case .tls(let host, let detail):
      return "The secure connection to \(host) failed: \(detail)"
    case .connectionLost(let host):
      return "The connection to \(host) broke off before the answer was complete."
    case .malformedResponse(let what):
      return "GitHub's answer could not be read (\(what))."
    case .insecureURL(let url):
      return "Refusing plain http:// for \(url): only https:// is used, except for this machine."
    case .unsupportedURL(let url):
      return "Refusing \(url): it is not an https:// address, the only kind dehub follows."
    case .invalidReference(let text):
      return "\"\(text)\" is not a gist id or gist URL (an id such as 1a2b3c4d…, "
        + "https://gist.github.com/USER/ID, an API URL …/gists/ID, or dehub://gist/ID)."
    case .badAPIURL(let text, let reason):
      return "The API URL \"\(text)\" cannot be used: \(reason)."
    case .cancelled:
      return "Cancelled."
    case .tooLarge(let limit):
      return
        "The answer is too large to show (over \(BodyLimit.megabytes(limit))); clone the gist to get it."
    case .network(let detail):
      return "Network failure: \(detail)"
    case .local(let detail):
      return detail
    }
  }

  public var description: String { message }

  /// Whether the user typed something that cannot mean anything (exit code 2, a usage
  /// error, for scripting commands).
  public var isUsageError: Bool {
    switch self {
    case .invalidReference, .badAPIURL: true
    default: false
    }
  }

  /// Whether a change may have been made although this error came back: the request was
  /// sent and the answer was lost, cut or unreadable (so "create" might have created).
  public var mayHaveReachedServer: Bool {
    switch self {
    case .timeout, .connectionLost, .malformedResponse, .network, .tooLarge: true
    default: false
    }
  }

  /// Whether the cause is the token (exit code 4 for scripting commands).
  public var needsAuthentication: Bool {
    switch self {
    case .missingToken, .badToken, .missingScope: true
    default: false
    }
  }

  /// Whether the network or server could not be reached (the app then works offline).
  public var isOffline: Bool {
    switch self {
    case .timeout, .cannotConnect, .unknownHost, .connectionLost, .network: true
    default: false
    }
  }

  /// `date` as a local clock time, "05:36:10".
  public static func clockTime(_ date: Date) -> String {
    let local = LocalTime.fields(of: date)
    return [local.tm_hour, local.tm_min, local.tm_sec].map(LocalTime.twoDigits)
      .joined(separator: ":")
  }
}
