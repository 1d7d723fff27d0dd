import CSQLite
import FoundationEssentials

/// One value SQLite stored or gave back.
public enum DatabaseValue: Sendable, Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  /// The value in `column` of `statement`'s current row.
  init(statement: OpaquePointer, column: Int32) {
    switch sqlite3_column_type(statement, column) {
    case SQLITE_INTEGER: self = .integer(sqlite3_column_int64(statement, column))
    case SQLITE_FLOAT: self = .real(sqlite3_column_double(statement, column))
    case SQLITE_TEXT:
      self = .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, column))
      if let bytes = sqlite3_column_blob(statement, column), count > 0 {
        self = .blob(Data(bytes: bytes, count: count))
      } else {
        self = .blob(Data())
      }
    default: self = .null
    }
  }

  /// Binds the value to parameter `index` (from 1) of `statement`; SQLite's result code.
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    switch self {
    case .null: return sqlite3_bind_null(statement, index)
    case .integer(let value): return sqlite3_bind_int64(statement, index, value)
    case .real(let value): return sqlite3_bind_double(statement, index, value)
    case .text(let value):
      return sqlite3_bind_text(statement, index, value, -1, Self.transient)
    case .blob(let value):
      return value.withUnsafeBytes { bytes in
        sqlite3_bind_blob64(
          statement, index, bytes.baseAddress, sqlite3_uint64(bytes.count), Self.transient)
      }
    }
  }

  /// SQLite copies a bound text or blob at once (`SQLITE_TRANSIENT`).
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
