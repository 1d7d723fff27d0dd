import FoundationEssentials
import GistValues

/// One write in the outbox, as saved on disk: what to send, for which host and login, and
/// how far it got.
public struct OutboxRecord: Codable, Equatable, Sendable, Identifiable {
  /// The record's own id (a file name; time first, so names sort oldest first).
  public var id: String
  /// The write.
  public var write: OutboxWrite
  /// The API host (its base URL) it is for: it is sent there only, with that host's token.
  public var host: String
  /// The login it was made by, when known.
  public var login: String?
  /// When it was put in the outbox.
  public var queuedAt: Date
  /// Where it stands.
  public var state: OutboxState
  /// How many times a send was started.
  public var attempts: Int
  /// Why the last try did not go (GitHub's refusal, in the user's words).
  public var lastError: String?
  /// When the newest try left, while its outcome is not recorded: set on disk before each
  /// request, so a send cut off (a lost answer, a killed process) looks for what it may have
  /// done before doing it again.
  public var inFlightSince: Date?
  /// The gist a create made, once known (kept until the record goes).
  public var createdID: String?
  /// Whether the user chose to send it to a public gist despite what looks like a secret
  /// ("Send anyway", `--allow-secrets`); without it, the send is refused there as at first.
  public var secretsAllowed: Bool?

  /// A new record of `write` for `host` and `login`, waiting.
  public init(
    write: OutboxWrite, host: String, login: String?, queuedAt: Date = Date(),
    id: String = Draft.newID()
  ) {
    self.id = id
    self.write = write
    self.host = host
    self.login = login
    self.queuedAt = queuedAt
    state = .waiting
    attempts = 0
  }

  /// The id people type: the record id's last part (`dehub outbox drop k3j9x0`).
  public var shortID: String {
    id.split(separator: "-").last.map(String.init) ?? id
  }
}
