import Basics
import FoundationEssentials
import GistValues
import Glibc
import System

/// The outbox: writes GitHub could not take when they were made, under
/// `$XDG_STATE_HOME/dehub/outbox/`, one JSON file each, written atomically (a temporary
/// file, fsync, rename) before anything is sent, so a crash leaves the old record or the
/// new, never half, and never none. Records name their host; only the current host's are
/// sent from here.
public struct Outbox: Sendable {
  /// The folder.
  public let folder: URL
  /// The account writes are made for now (its host decides which records are sent).
  public let account: DraftAccount?

  /// The outbox in `folder` for `account`.
  public init(folder: URL, account: DraftAccount? = nil) {
    self.folder = folder
    self.account = account
  }

  /// The file whose lock one sender at a time holds (the browser, `outbox send`, `sync
  /// --watch`): two never send the same write.
  public var lockFile: URL { folder.appendingPathComponent(".lock") }

  /// Puts `write` in the outbox for the current account (`secretsAllowed`: the user chose to
  /// send secrets to a public gist); returns the record as saved (the one already waiting,
  /// when the same write waits).
  @discardableResult
  public func add(_ write: OutboxWrite, secretsAllowed: Bool = false, now: Date = Date())
    throws(GistError) -> OutboxRecord
  {
    // The same write waiting already (a star pressed twice): it is not kept twice.
    if let waiting = onThisHost().first(where: { $0.state == .waiting && $0.write == write }) {
      return waiting
    }
    var record = OutboxRecord(
      write: write, host: account?.host ?? "", login: account?.login, queuedAt: now)
    if secretsAllowed { record.secretsAllowed = true }
    try save(record)
    return record
  }

  /// Saves `record` over its earlier self.
  public func save(_ record: OutboxRecord) throws(GistError) {
    try files.save(record, id: record.id)
  }

  /// Every readable record, oldest first. Unreadable files are left alone and said once.
  public func all() -> [OutboxRecord] {
    files.all().sorted { ($0.queuedAt, $0.id) < ($1.queuedAt, $1.id) }
  }

  private var files: JSONFolder<OutboxRecord> { JSONFolder(folder: folder, noun: "outbox") }

  /// The records for the current host (every record when no account is known), oldest first.
  public func onThisHost() -> [OutboxRecord] {
    all().filter { isOnThisHost($0) }
  }

  /// Whether `record` was made for the current host.
  public func isOnThisHost(_ record: OutboxRecord) -> Bool {
    guard let account else { return true }
    return account.isOnThisHost(host: record.host)
  }

  /// How many of this host's writes wait to be sent (conflicts and failures not counted).
  public var waitingCount: Int {
    onThisHost().filter { $0.state == .waiting }.count
  }

  /// The record whose id, or short id, is `id`.
  public func record(_ id: String) -> OutboxRecord? {
    all().first { $0.id == id || $0.shortID == id }
  }

  /// Removes `record` (sent, or dropped by the user).
  public func remove(_ record: OutboxRecord) {
    files.remove(record.id)
  }
}
