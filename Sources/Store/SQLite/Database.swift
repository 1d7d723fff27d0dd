import CSQLite

/// One SQLite connection, used by one thread at a time (a `DatabaseQueue` sees to that).
public final class Database {
  /// The kinds of transaction SQLite begins.
  public enum TransactionKind: String {
    case deferred = "DEFERRED"
    case immediate = "IMMEDIATE"
    case exclusive = "EXCLUSIVE"
  }

  /// What a transaction's body asks for at its end.
  public enum TransactionCompletion {
    case commit
    case rollback
  }

  let handle: OpaquePointer
  private var cached: [String: Statement] = [:]
  private var closed = false

  /// Opens (or creates) the file at `path` for reading and writing (for reading only when
  /// the system allows no more), waiting up to `busyTimeout` seconds on other processes.
  init(path: String, busyTimeout: Double) throws {
    var connection: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &connection, flags, nil)
    guard code == SQLITE_OK, let connection else {
      let error = DatabaseError(code: code, connection: connection)
      sqlite3_close_v2(connection)
      throw error
    }
    handle = connection
    sqlite3_extended_result_codes(connection, 1)
    sqlite3_busy_timeout(connection, Int32(min(busyTimeout * 1000, Double(Int32.max))))
  }

  /// Finalizes the statements and closes the connection.
  func close() {
    guard !closed else { return }
    closed = true
    cached = [:]
    sqlite3_close_v2(handle)
  }

  /// Runs `sql`: with arguments, one statement; without, every statement in it in turn.
  public func execute(sql: String, arguments: [any DatabaseValueConvertible] = []) throws {
    if !arguments.isEmpty {
      try cachedStatement(sql: sql).execute(arguments: arguments)
      return
    }
    try sql.utf8CString.withUnsafeBufferPointer { buffer in
      guard var next = buffer.baseAddress else { return }
      while next.pointee != 0 {
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = sqlite3_prepare_v2(handle, next, -1, &statement, &tail)
        guard code == SQLITE_OK else { throw error(code) }
        guard let statement else { break }  // only white space or a comment was left
        try Statement(statement, database: self).execute()
        guard let tail else { break }
        next = tail
      }
    }
  }

  /// The statement of `sql`, prepared once per connection (parsing it again for each of
  /// 50,000 gists was a third of writing their first list). SQL made with a varying
  /// number of `?` marks could fill the cache: past 256 statements it starts again.
  public func cachedStatement(sql: String) throws -> Statement {
    if let statement = cached[sql] { return statement }
    let statement = try prepare(sql)
    if cached.count >= 256 { cached.removeAll(keepingCapacity: true) }
    cached[sql] = statement
    return statement
  }

  /// Runs `body` in a transaction of `kind`; commits when it says so, rolls back when it
  /// says so or throws.
  public func inTransaction(
    _ kind: TransactionKind = .deferred, _ body: () throws -> TransactionCompletion
  ) throws {
    try transaction(kind) {
      if try body() == .rollback { try execute(sql: "ROLLBACK TRANSACTION") }
    }
  }

  /// `body`'s value, run in a transaction of `kind` that is committed, or rolled back when
  /// `body` throws or the commit fails; the transaction stays open when `body` ends it
  /// itself (a rollback it asked for).
  func transaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
    try execute(sql: "BEGIN \(kind.rawValue) TRANSACTION")
    do {
      let value = try body()
      if sqlite3_get_autocommit(handle) == 0 { try execute(sql: "COMMIT TRANSACTION") }
      return value
    } catch {
      if sqlite3_get_autocommit(handle) == 0 { try? execute(sql: "ROLLBACK TRANSACTION") }
      throw error
    }
  }

  /// Whether a table or view named `name` exists.
  public func tableExists(_ name: String) throws -> Bool {
    try Int.fetchOne(
      self, sql: "SELECT 1 FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?",
      arguments: [name]) != nil
  }

  /// The rows `sql` answers with `arguments`, at most `limit` of them.
  func rows(sql: String, arguments: [any DatabaseValueConvertible], limit: Int? = nil) throws
    -> [Row]
  {
    try cachedStatement(sql: sql).rows(arguments: arguments, limit: limit)
  }

  /// The error of result `code`, with the connection's message.
  func error(_ code: Int32) -> DatabaseError {
    DatabaseError(code: code, connection: handle)
  }

  private func prepare(_ sql: String) throws -> Statement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw error(code) }
    return Statement(statement, database: self)
  }
}
