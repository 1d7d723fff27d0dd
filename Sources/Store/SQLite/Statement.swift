import CSQLite

/// A prepared SQL statement of one connection, run again with new arguments.
public final class Statement {
  let handle: OpaquePointer
  private unowned let database: Database

  init(_ handle: OpaquePointer, database: Database) {
    self.handle = handle
    self.database = database
  }

  deinit { sqlite3_finalize(handle) }

  /// Runs the statement with `arguments` to its end.
  public func execute(arguments: [any DatabaseValueConvertible] = []) throws {
    _ = try rows(arguments: arguments, limit: 0)
  }

  /// Runs the statement with `arguments`; gives its rows, at most `limit` of them (nil: all).
  /// With a limit of 0 it still runs to the end, keeping none.
  func rows(arguments: [any DatabaseValueConvertible], limit: Int? = nil) throws -> [Row] {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    defer { sqlite3_reset(handle) }
    for (offset, argument) in arguments.enumerated() {
      let code = argument.databaseValue.bind(to: handle, at: Int32(offset + 1))
      guard code == SQLITE_OK else { throw database.error(code) }
    }
    var rows: [Row] = []
    var columns: [String: Int]?
    while true {
      let code = sqlite3_step(handle)
      if code == SQLITE_DONE { return rows }
      guard code == SQLITE_ROW else { throw database.error(code) }
      guard limit.map({ rows.count < $0 }) ?? true else {
        if limit == 0 { continue }
        return rows
      }
      let count = sqlite3_column_count(handle)
      let names =
        columns
        ?? Dictionary(
          (0..<count).map { (String(cString: sqlite3_column_name(handle, $0)), Int($0)) },
          uniquingKeysWith: { first, _ in first })
      columns = names
      rows.append(
        Row(
          values: (0..<count).map { DatabaseValue(statement: handle, column: $0) },
          columns: names))
    }
  }
}
