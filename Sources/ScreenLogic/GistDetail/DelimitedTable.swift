/// A CSV or TSV file as the detail screen shows it: a header row, the rows under it, which
/// columns hold numbers (aligned right), the widest a column is drawn, and a sentence for
/// what is left out (`DelimitedTableReader` keeps a hostile file quick to show).
public struct DelimitedTable: Equatable, Sendable {
  /// The first row's fields, the columns' names.
  public var header: [String]
  /// The rows after it, each its fields (a row may have fewer or more than the header).
  public var rows: [[String]]
  /// For each column, whether its fields are numbers (drawn aligned right).
  public var numeric: [Bool]
  /// The most columns one field is drawn in; a longer one is cut with `…`.
  public var widestColumn: Int
  /// What is left out (rows or columns past the limits), nil when nothing is.
  public var rest: String?

  /// A table of `header` and `rows`, its columns at most `widestColumn` wide.
  public init(
    header: [String], rows: [[String]], numeric: [Bool], widestColumn: Int, rest: String? = nil
  ) {
    self.header = header
    self.rows = rows
    self.numeric = numeric
    self.widestColumn = widestColumn
    self.rest = rest
  }
}
