import FoundationEssentials

/// A Swift value stored in and read from a SQLite column.
public protocol DatabaseValueConvertible {
  /// The value as SQLite stores it.
  var databaseValue: DatabaseValue { get }
  /// The value read back; nil for NULL or a value of another kind.
  static func from(_ value: DatabaseValue) -> Self?
  /// What a NULL or a value of another kind reads as where a value is required.
  static var empty: Self { get }
}

extension DatabaseValueConvertible {
  /// The first column of the first row `sql` answers, or nil.
  public static func fetchOne(
    _ db: Database, sql: String, arguments: [any DatabaseValueConvertible] = []
  ) throws -> Self? {
    try db.rows(sql: sql, arguments: arguments, limit: 1).first?.values.first.flatMap(from)
  }

  /// The first column of every row `sql` answers (NULLs left out).
  public static func fetchAll(
    _ db: Database, sql: String, arguments: [any DatabaseValueConvertible] = []
  ) throws -> [Self] {
    try db.rows(sql: sql, arguments: arguments).compactMap { $0.values.first.flatMap(from) }
  }

  /// The first column of the first row `statement` answers with `arguments`, or nil.
  public static func fetchOne(
    _ statement: Statement, arguments: [any DatabaseValueConvertible] = []
  ) throws -> Self? {
    try statement.rows(arguments: arguments, limit: 1).first?.values.first.flatMap(from)
  }
}

extension String: DatabaseValueConvertible {
  public static var empty: String { "" }
  public var databaseValue: DatabaseValue { .text(self) }
  public static func from(_ value: DatabaseValue) -> String? {
    switch value {
    case .text(let text): text
    case .blob(let data): String(decoding: data, as: UTF8.self)
    case .integer(let number): String(number)
    case .real(let number): String(number)
    case .null: nil
    }
  }
}

extension Int64: DatabaseValueConvertible {
  public static var empty: Int64 { 0 }
  public var databaseValue: DatabaseValue { .integer(self) }
  public static func from(_ value: DatabaseValue) -> Int64? {
    switch value {
    case .integer(let number): number
    case .real(let number): Int64(exactly: number.rounded(.towardZero))
    case .text(let text): Int64(text)
    case .blob, .null: nil
    }
  }
}

extension Int: DatabaseValueConvertible {
  public static var empty: Int { 0 }
  public var databaseValue: DatabaseValue { .integer(Int64(self)) }
  public static func from(_ value: DatabaseValue) -> Int? { Int64.from(value).map(Int.init) }
}

extension Int32: DatabaseValueConvertible {
  public static var empty: Int32 { 0 }
  public var databaseValue: DatabaseValue { .integer(Int64(self)) }
  public static func from(_ value: DatabaseValue) -> Int32? {
    Int64.from(value).flatMap { Int32(exactly: $0) }
  }
}

extension Bool: DatabaseValueConvertible {
  public static var empty: Bool { false }
  public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
  public static func from(_ value: DatabaseValue) -> Bool? { Int64.from(value).map { $0 != 0 } }
}

extension Double: DatabaseValueConvertible {
  public static var empty: Double { 0 }
  public var databaseValue: DatabaseValue { .real(self) }
  public static func from(_ value: DatabaseValue) -> Double? {
    switch value {
    case .real(let number): number
    case .integer(let number): Double(number)
    case .text(let text): Double(text)
    case .blob, .null: nil
    }
  }
}

extension Data: DatabaseValueConvertible {
  public static var empty: Data { Data() }
  public var databaseValue: DatabaseValue { .blob(self) }
  public static func from(_ value: DatabaseValue) -> Data? {
    switch value {
    case .blob(let data): data
    case .text(let text): Data(text.utf8)
    case .integer, .real, .null: nil
    }
  }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
  public static var empty: Wrapped? { nil }
  public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
  public static func from(_ value: DatabaseValue) -> Wrapped?? { .some(Wrapped.from(value)) }
}
