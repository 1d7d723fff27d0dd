import FoundationEssentials
import Keys
import ScreenLogic
import TerminalUI

/// A messaging Stage whose screen is one list under its title (history, forks, linked
/// files, accounts), written once: the rows, the highlight by the item a row is about, a
/// click that sends the row's intent, the moves, and the layout. A screen's Stage says its
/// columns, how a row is drawn, what a row is about and what a click on it asks.
public class CursesListStage<Intent: Equatable & Sendable, Row, Item: Equatable & Sendable>:
  CursesMessagingStage<Intent>
{
  /// The rows shown.
  private(set) var rows: [Row] = []
  private let columns: [ListView.ColumnWidth]
  private let maximumFlexible: Int?
  private let cells: (CursesListStage, Row) -> [ListView.Cell]
  private let item: (Row) -> Item
  private let clicked: (Item) -> Intent
  private lazy var list: ListView = {
    let list = ListView(columns: columns, count: { [unowned self] in rows.count }) {
      [unowned self] in cells(self, rows[$0])
    }
    if let maximumFlexible { list.maximumFlexible = maximumFlexible }
    return list
  }()

  /// A list of `columns` (the flexible one at most `maximumFlexible` wide, when given):
  /// `cells` draws a row (given the Stage, for times), `item` says what a row is about, and
  /// a click on a row asks `clicked` of its item.
  init(
    now: @escaping () -> Date = Date.init, columns: [ListView.ColumnWidth],
    maximumFlexible: Int? = nil,
    cells: @escaping (CursesListStage, Row) -> [ListView.Cell], item: @escaping (Row) -> Item,
    clicked: @escaping (Item) -> Intent
  ) {
    self.columns = columns
    self.maximumFlexible = maximumFlexible
    self.cells = cells
    self.item = item
    self.clicked = clicked
    super.init(now: now)
  }

  /// Shows `rows`, the highlight staying on the item it was on when that is still listed.
  func show(_ rows: [Row]) {
    let kept = highlighted
    self.rows = rows
    list.reload()
    if let kept, let index = rows.firstIndex(where: { item($0) == kept }) { list.select(index) }
  }

  /// The rows shown, as the Director gave them.
  public var shownRows: [Row] { rows }

  /// The item under the highlight.
  public var highlighted: Item? {
    rows.indices.contains(list.selection) ? item(rows[list.selection]) : nil
  }

  /// A click on a row asks what the screen's click asks.
  public func handleUnbound(_ key: Key) -> Bool {
    click(key, on: list, item: { highlighted }, intent: clicked)
  }

  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    listScreen(list, help: help)
  }
}
