import GistValues
import Store

/// The one rule for which refusals a write waits out in the outbox, for the browser, the
/// commands' `--queue`, `outbox send` and `sync --watch` alike: GitHub could not be reached
/// (no network, a timeout, a connection cut), answered with a server error (5xx), or limits
/// the rate. Anything else (a refusal of the write itself, a gist that is gone, a token that
/// is not accepted) is said at once: waiting would not change it.
public enum OutboxRule {
  /// Whether a write refused with `error` waits in the outbox.
  public static func waits(after error: GistError) -> Bool {
    switch error {
    case .timeout, .cannotConnect, .unknownHost, .connectionLost, .network, .serverError,
      .rateLimited, .secondaryRateLimit:
      true
    default:
      false
    }
  }

  /// What is said when a write went to the outbox: "queued: create “notes” waits in the
  /// outbox; `dehub outbox send` sends it once GitHub answers. GitHub had a server error…"
  public static func queued(_ record: OutboxRecord, because error: GistError) -> String {
    "queued: \(record.write.summary) waits in the outbox; `dehub outbox send` sends it once "
      + "GitHub answers. \(cause(error))"
  }

  /// Why GitHub did not take it, without advice to try again (the outbox does): "GitHub had
  /// a server error (HTTP 503)."
  public static func cause(_ error: GistError) -> String {
    if case .serverError(let status) = error {
      return "GitHub had a server error (HTTP \(status))."
    }
    return error.message
  }
}
