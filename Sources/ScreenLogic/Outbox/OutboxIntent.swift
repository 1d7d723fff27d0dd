/// What the user asks of the outbox screen; a write is named by its record id.
public enum OutboxIntent: Equatable, Sendable {
  /// Open this write: a new gist or an edit in compose (taken out of the outbox, so a
  /// conflict is settled there), any other write's gist.
  case open(String)
  /// Send what waits, now.
  case sendNow
  /// Drop this write (asks first).
  case drop(String)
  /// The user confirmed dropping this write.
  case confirmDrop(String)
}
