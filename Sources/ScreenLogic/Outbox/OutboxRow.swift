import FoundationEssentials
import GistValues

/// One write in the outbox as its screen shows it.
public struct OutboxRow: Equatable, Sendable {
  /// The record's id.
  public var id: String
  /// What it does ("create “notes”").
  public var summary: String
  /// Where it stands, in words ("waiting", "sending…", "conflict: …", "failed: …").
  public var state: String
  /// Whether it needs the user (a conflict or a refusal).
  public var needsYou: Bool
  /// When it was put in the outbox.
  public var queuedAt: Date

  /// When it was queued, in words ("queued 3 minutes ago").
  public func queuedLabel(now: Date) -> String {
    "queued " + RelativeTime.describe(queuedAt, now: now)
  }

  /// A row.
  public init(id: String, summary: String, state: String, needsYou: Bool, queuedAt: Date) {
    self.id = id
    self.summary = summary
    self.state = state
    self.needsYou = needsYou
    self.queuedAt = queuedAt
  }
}
