import ScreenLogic
import TerminalUI

/// A CSV or TSV table laid out in aligned columns: the header's fields bold over a rule,
/// numbers aligned right, no column wider than the table says, and the sentence about
/// what is left out dimmed under the rows.
enum TableLayout {
  /// The lines of the header and the rule over the rows (they stay at the top).
  static let headLines = 2

  /// The lines of `table`: its head (`headLines`), then its rows.
  static func lines(_ table: DelimitedTable) -> [StyledLine] {
    let columns = max(table.numeric.count, table.header.count)
    let alignments = (0..<columns).map { column -> ColumnTable.Alignment in
      column < table.numeric.count && table.numeric[column] ? .right : .left
    }
    let header = table.header.map {
      StyledLine($0, runs: [.init(start: 0, length: $0.count, style: .bold)])
    }
    var lines = ColumnTable.lines(
      header: header, rows: table.rows.map { $0.map { StyledLine($0) } }, alignments: alignments,
      widest: table.widestColumn)
    if let rest = table.rest {
      lines += [
        StyledLine(""), StyledLine(rest, runs: [.init(start: 0, length: rest.count, style: .dim)]),
      ]
    }
    return lines
  }
}
