import FoundationEssentials
import Reactive

/// One SQLite connection used by one thread at a time: every read and write waits its turn.
public final class DatabaseQueue: @unchecked Sendable {
  private let database: Database
  private let lock = Lock()

  /// Opens (or creates) the file at `path`, waiting up to `busyTimeout` seconds for other
  /// processes, and runs `prepare` on the new connection.
  public init(
    path: String, busyTimeout: Double = 0, prepare: (Database) throws -> Void = { _ in }
  ) throws {
    database = try Database(path: path, busyTimeout: busyTimeout)
    do {
      try prepare(database)
    } catch {
      database.close()
      throw error
    }
  }

  deinit { database.close() }

  /// Closes the connection now; later use fails with SQLite's "misuse".
  public func close() throws {
    lock.withLock { database.close() }
  }

  /// `body` in a deferred transaction.
  public func read<T>(_ body: (Database) throws -> T) throws -> T {
    try transaction(.deferred, body)
  }

  /// `body` in an immediate transaction: other writers wait until it ends.
  public func write<T>(_ body: (Database) throws -> T) throws -> T {
    try transaction(.immediate, body)
  }

  /// `body` outside any transaction (it may begin its own).
  public func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
    try lock.withLock { try body(database) }
  }

  /// Rebuilds the file, giving back the space of what was deleted.
  public func vacuum() throws {
    try writeWithoutTransaction { try $0.execute(sql: "VACUUM") }
  }

  private func transaction<T>(_ kind: Database.TransactionKind, _ body: (Database) throws -> T)
    throws -> T
  {
    try writeWithoutTransaction { db in try db.transaction(kind) { try body(db) } }
  }
}
