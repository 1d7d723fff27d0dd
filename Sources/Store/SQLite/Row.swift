/// One row of a query's answer, its values read by column name.
public struct Row: Sendable {
  /// The row's values, in the query's column order.
  public let values: [DatabaseValue]
  private let columns: [String: Int]

  init(values: [DatabaseValue], columns: [String: Int]) {
    self.values = values
    self.columns = columns
  }

  /// The value of column `name`; a missing column or NULL reads as `T.empty` (nil for an
  /// optional).
  public subscript<T: DatabaseValueConvertible>(_ name: String) -> T {
    columns[name].flatMap { T.from(values[$0]) } ?? T.empty
  }

  /// The value of column `index` (from 0), read as `subscript(_:String)` reads it.
  public subscript<T: DatabaseValueConvertible>(_ index: Int) -> T {
    values.indices.contains(index) ? T.from(values[index]) ?? T.empty : T.empty
  }

  /// The first row `statement` answers with `arguments`, or nil.
  public static func fetchOne(
    _ statement: Statement, arguments: [any DatabaseValueConvertible] = []
  ) throws -> Row? {
    try statement.rows(arguments: arguments, limit: 1).first
  }

  /// Every row `statement` answers with `arguments`.
  public static func fetchAll(
    _ statement: Statement, arguments: [any DatabaseValueConvertible] = []
  ) throws -> [Row] {
    try statement.rows(arguments: arguments)
  }

  /// Every row `sql` answers.
  public static func fetchAll(
    _ db: Database, sql: String, arguments: [any DatabaseValueConvertible] = []
  ) throws -> [Row] {
    try db.rows(sql: sql, arguments: arguments)
  }

  /// The first row `sql` answers, or nil.
  public static func fetchOne(
    _ db: Database, sql: String, arguments: [any DatabaseValueConvertible] = []
  ) throws -> Row? {
    try db.rows(sql: sql, arguments: arguments, limit: 1).first
  }
}
