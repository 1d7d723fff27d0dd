/// Where a write in the outbox stands.
public enum OutboxState: Codable, Equatable, Sendable {
  /// Waiting for GitHub to answer again (the last refusal, if any, in `lastError`).
  case waiting
  /// Not sent because the gist changed on GitHub since the write was made (or is gone);
  /// the sentence says how. The user decides (compose for an edit, or drop).
  case conflict(String)
  /// GitHub refused it for good (not a network fault or a busy server); the sentence says
  /// why. Kept until the user opens or drops it.
  case failed(String)

  /// One word for lists and scripts: `waiting`, `conflict`, `failed`.
  public var name: String {
    switch self {
    case .waiting: "waiting"
    case .conflict: "conflict"
    case .failed: "failed"
    }
  }

  /// The sentence of a conflict or a failure; nil while waiting.
  public var reason: String? {
    switch self {
    case .waiting: nil
    case .conflict(let reason), .failed(let reason): reason
    }
  }
}
