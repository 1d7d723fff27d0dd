import Basics

/// Reads comma- or tab-separated text (RFC 4180: a field in double quotes may hold the
/// separator, newlines and doubled quotes) into the table the detail screen shows, the
/// first row its header. It keeps the start of the file only: `shownRows` rows,
/// `shownColumns` columns and `fieldLength` characters of a field, and says what it left
/// out, so that a 50 MB file or a 1 MB line shows as quickly as a small one.
public enum DelimitedTableReader {
  /// Rows read after the header; the rest of the file is not read.
  public static let shownRows = 10_000
  /// Columns kept of a row.
  public static let shownColumns = 200
  /// Characters kept of one field (a longer one ends with `…`).
  public static let fieldLength = 200
  /// The most columns a field is drawn in.
  public static let widestColumn = 30

  /// The separator of a file named `filename`: a tab for `.tsv` and `.tab`, else a comma.
  public static func separator(forFile filename: String) -> Character {
    let lowered = filename.lowercased()
    return lowered.hasSuffix(".tsv") || lowered.hasSuffix(".tab") ? "\t" : ","
  }

  /// The table in `text`, its fields separated by `separator` (an ASCII character).
  public static func read(_ text: String, separator: Character) -> DelimitedTable {
    var text = text
    var rows: [[String]] = []
    var widest = 0
    let complete = text.withUTF8 { bytes in
      var parser = Parser(bytes: bytes, separator: separator.asciiValue ?? UInt8(ascii: ","))
      while rows.count <= shownRows, let row = parser.row() {
        widest = max(widest, parser.fieldsInRow)
        rows.append(row)
      }
      return parser.atEnd
    }
    let header = rows.first ?? []
    let body = Array(rows.dropFirst())
    var left: [String] = []
    if !complete { left.append("only the first \(shownRows.counted("row")) are shown") }
    if widest > shownColumns {
      left.append("\(shownColumns.grouped) of \(widest.counted("column")) are shown")
    }
    let columns = min(widest, shownColumns)
    return DelimitedTable(
      header: header, rows: body, numeric: (0..<columns).map { isNumeric(column: $0, of: body) },
      widestColumn: widestColumn,
      rest: left.isEmpty ? nil : "[" + left.joined(separator: "; ") + " · m shows the text]")
  }

  /// Whether every field of `column` that is not empty is a number (one at least).
  private static func isNumeric(column: Int, of rows: [[String]]) -> Bool {
    var any = false
    for row in rows where column < row.count {
      var field = Substring(row[column].trimmingSpaces())
      guard !field.isEmpty else { continue }
      if field.hasSuffix("%") { field = field.dropLast() }
      guard Double(field) != nil else { return false }
      any = true
    }
    return any
  }

  /// Reads rows one at a time from the bytes.
  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    var index = 0
    /// How many fields the last row read had (kept or not).
    var fieldsInRow = 0

    init(bytes: UnsafeBufferPointer<UInt8>, separator: UInt8) {
      self.bytes = bytes
      self.separator = separator
      // A byte-order mark is not part of the first field.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var atEnd: Bool { index >= bytes.count }

    /// The next row that is not blank, nil at the end.
    mutating func row() -> [String]? {
      while !atEnd {
        var fields: [String] = []
        fieldsInRow = 0
        var ended = false
        while !ended {
          let (field, last) = self.field()
          if fieldsInRow < shownColumns { fields.append(field) }
          fieldsInRow += 1
          ended = last
        }
        if fields != [""] { return fields }
      }
      return nil
    }

    /// The next field, and whether it ended its row.
    mutating func field() -> (String, Bool) {
      var kept: [UInt8] = []
      var long = false
      func keep(_ byte: UInt8) {
        if kept.count < fieldLength * 4 + 16 { kept.append(byte) } else { long = true }
      }
      var quoted = false
      if index < bytes.count && bytes[index] == UInt8(ascii: "\"") {
        quoted = true
        index += 1
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if quoted {
          guard byte == UInt8(ascii: "\"") else {
            keep(byte)
            continue
          }
          if index < bytes.count && bytes[index] == UInt8(ascii: "\"") {
            keep(byte)
            index += 1
          } else {
            quoted = false
          }
          continue
        }
        switch byte {
        case separator: return (Self.shown(kept, long: long), false)
        case 0x0A: return (Self.shown(kept, long: long), true)
        case 0x0D:
          if index < bytes.count && bytes[index] == 0x0A { index += 1 }
          return (Self.shown(kept, long: long), true)
        default: keep(byte)
        }
      }
      return (Self.shown(kept, long: long), true)
    }

    /// A field as shown: on one line (a newline in it as `↵`, a tab as a space), at most
    /// `fieldLength` characters.
    static func shown(_ bytes: [UInt8], long: Bool) -> String {
      var text = String(decoding: bytes, as: UTF8.self)
      if text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
        text = String(
          text.map { character -> Character in
            switch character {
            case "\n", "\r\n", "\r": "↵"
            case "\t": " "
            default: character
            }
          })
      }
      guard long || text.count > fieldLength else { return text }
      return String(text.prefix(min(fieldLength, text.count - 1))) + "…"
    }
  }
}
