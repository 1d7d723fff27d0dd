import GistValues
import Store

/// What a run of `OutboxSender.sendAll` did, and the exit code a command gives for it.
public struct OutboxRun: Sendable {
  /// Each record tried, in order.
  public var outcomes: [OutboxSender.Outcome] = []
  /// The records not tried because GitHub still refused the one before them.
  public var notTried: [OutboxRecord] = []

  /// An empty run.
  public init() {}

  /// The records that went.
  public var sent: [OutboxRecord] {
    outcomes.compactMap { if case .sent(let record, _, _) = $0 { record } else { nil } }
  }

  /// The records that met a conflict.
  public var conflicts: [OutboxRecord] {
    outcomes.compactMap { if case .conflict(let record) = $0 { record } else { nil } }
  }

  /// The refusal that stopped the run, when GitHub still cannot take writes.
  public var stillRefused: GistError? {
    outcomes.lazy.compactMap { if case .stillWaiting(_, let error) = $0 { error } else { nil } }
      .first
  }

  /// The exit code of `dehub outbox send`: 1 when GitHub still refuses (or refused one for
  /// good), 3 when a conflict is left, 0 when everything went.
  public var exitCode: Int32 {
    if stillRefused != nil { return 1 }
    if !conflicts.isEmpty { return 3 }
    if outcomes.contains(where: { if case .failed = $0 { true } else { false } }) { return 1 }
    return 0
  }
}
