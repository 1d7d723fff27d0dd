import CSQLite

/// What SQLite refused, with its primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …)
/// and its own message.
public struct DatabaseError: Error, CustomStringConvertible {
  /// SQLite's primary result code (the extended code's low byte).
  public var resultCode: ResultCode
  /// SQLite's sentence, when it gave one.
  public var message: String?

  /// The error of `code`, with the connection's message when there is one.
  init(code: Int32, connection: OpaquePointer?) {
    resultCode = ResultCode(rawValue: code & 0xff)
    message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
  }

  public var description: String { message ?? "SQLite error \(resultCode.rawValue)" }
}

/// A primary SQLite result code.
public struct ResultCode: Equatable, Sendable {
  /// The code's number.
  public var rawValue: Int32

  // SQLite's codes, by the names their meaning has in Swift.
  public static let perm = ResultCode(rawValue: SQLITE_PERM)
  public static let busy = ResultCode(rawValue: SQLITE_BUSY)
  public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
  public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
  public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
  public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
  public static let full = ResultCode(rawValue: SQLITE_FULL)
  public static let cantOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
  public static let auth = ResultCode(rawValue: SQLITE_AUTH)
  public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
}
