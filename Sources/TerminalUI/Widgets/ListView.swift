import Basics
import FoundationEssentials
import Keys

/// A scrolling list with columns and a selection. Virtualised: it asks its data source for
/// the visible rows only, so drawing costs the same for ten rows or a million.
public final class ListView: Widget {
  /// A column's width.
  public enum ColumnWidth: Sendable {
    /// Exactly this many columns.
    case fixed(Int)
    /// A share of what the fixed columns leave.
    case flexible
    /// This many columns, dropped when the flexible columns would get fewer than
    /// `minimumFlexible`: the lowest `rank` goes first.
    case optional(Int, rank: Int)
  }

  /// One cell: text and style.
  public struct Cell: Sendable {
    /// The text (sanitised when drawn).
    public var text: String
    /// Its style on unselected rows.
    public var style: Style
    /// Whether a text too wide keeps its end (`…` at its start), as a path does.
    public var keepsEnd: Bool

    /// A cell; `keepsEnd`: a text too wide loses its start, not its end.
    public init(_ text: String, style: Style = .normal, keepsEnd: Bool = false) {
      self.text = text
      self.style = style
      self.keepsEnd = keepsEnd
    }
  }

  /// The columns, left to right.
  public var columns: [ColumnWidth]
  /// The fewest columns the flexible columns get before optional columns give way.
  public var minimumFlexible = 28
  /// The most columns a flexible column takes (on a wide screen the rest stays free at the
  /// right rather than padding the middle of each row); nil: no limit.
  public var maximumFlexible: Int?
  /// How many rows there are.
  public var rowCount: Int { count() }
  /// The selected row (kept within the rows).
  public private(set) var selection = 0
  /// The first visible row.
  public private(set) var offset = 0
  /// Text to highlight in every cell (case-insensitive), e.g. the filter.
  public var highlight = ""
  /// The rows seen at the last draw.
  public private(set) var visibleRows = 1
  private var drawnOriginY = 0
  private let count: () -> Int
  private let row: (Int) -> [Cell]

  /// A list whose rows come from `row(index)`, `count()` of them.
  public init(
    columns: [ColumnWidth] = [.flexible], count: @escaping () -> Int,
    row: @escaping (Int) -> [Cell]
  ) {
    self.columns = columns
    self.count = count
    self.row = row
  }

  /// The cells of row `index` (none outside the rows), as the data source gives them.
  public func cells(ofRow index: Int) -> [Cell] {
    (0..<count()).contains(index) ? row(index) : []
  }

  /// Moves the selection by `delta` rows (clamped).
  public func moveSelection(by delta: Int) {
    select(selection + delta)
  }

  /// Selects `index` (clamped) and scrolls it into view.
  public func select(_ index: Int) {
    let total = count()
    selection = total == 0 ? 0 : min(max(0, index), total - 1)
    scrollToSelection()
  }

  /// One page down or up.
  public func page(_ direction: Int) {
    moveSelection(by: direction * max(1, visibleRows - 1))
  }

  /// The row shown at screen row `y` of a list drawn at `originY` (for clicks).
  public func row(atScreenRow y: Int, originY: Int) -> Int? {
    let index = offset + (y - originY)
    return index >= offset && index < min(count(), offset + visibleRows) ? index : nil
  }

  /// The row shown at screen row `y`, where the list was last drawn (for clicks).
  public func row(atScreenRow y: Int) -> Int? {
    row(atScreenRow: y, originY: drawnOriginY)
  }

  /// What a mouse event did to the list.
  public enum MouseResult: Equatable, Sendable {
    /// Nothing (a release, or a click outside the rows).
    case ignored
    /// The wheel scrolled or a click selected a row.
    case moved
    /// A click on the row already selected (open it).
    case activated
  }

  /// The wheel moves the selection three rows; a click selects the row under it, and a
  /// click on the selected row activates it.
  public func handleMouse(_ event: MouseEvent) -> MouseResult {
    switch event.kind {
    case .wheelDown:
      moveSelection(by: 3)
      return .moved
    case .wheelUp:
      moveSelection(by: -3)
      return .moved
    case .press(button: 1):
      guard let index = row(atScreenRow: event.y) else { return .ignored }
      if index == selection { return .activated }
      select(index)
      return .moved
    default:
      return .ignored
    }
  }

  /// Keeps the selection and offset valid after the rows changed.
  public func reload() {
    select(selection)
  }

  private func scrollToSelection() {
    if selection < offset { offset = selection }
    if selection >= offset + visibleRows { offset = selection - visibleRows + 1 }
    offset = max(0, min(offset, max(0, count() - visibleRows)))
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    visibleRows = max(1, rect.height)
    drawnOriginY = rect.y
    scrollToSelection()
    let widths = columnWidths(total: rect.width)
    let gap = columnGap(total: rect.width, widths: widths)
    let total = count()
    for line in 0..<rect.height {
      let index = offset + line
      guard index < total else { break }
      let selected = index == selection
      let y = rect.y + line
      if selected {
        surface.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: .selected)
      }
      var x = rect.x
      for (cell, width) in zip(row(index), widths) where width > 0 {
        drawCell(cell, x: x, y: y, width: width, selected: selected, on: surface)
        x += width + gap
      }
    }
  }

  private func drawCell(
    _ cell: Cell, x: Int, y: Int, width: Int, selected: Bool, on surface: any Surface
  ) {
    let sanitized = TextSanitizer.sanitize(cell.text)
    let text =
      cell.keepsEnd
      ? DisplayWidth.clipKeepingEnd(sanitized, to: width) : DisplayWidth.clip(sanitized, to: width)
    let base: Style = selected ? .selected : cell.style
    guard !highlight.isEmpty else {
      surface.put(text, x: x, y: y, style: base, maxWidth: width)
      return
    }
    var column = x
    var rest = Substring(text)
    while !rest.isEmpty {
      guard
        let range = rest.rangeIgnoringCaseAndAccents(of: highlight)
      else {
        column += surface.put(
          String(rest), x: column, y: y, style: base, maxWidth: x + width - column)
        break
      }
      column += surface.put(
        String(rest[..<range.lowerBound]), x: column, y: y, style: base,
        maxWidth: x + width - column)
      column += surface.put(
        String(rest[range]), x: column, y: y, style: selected ? .selectedMatch : .match,
        maxWidth: x + width - column)
      rest = rest[range.upperBound...]
    }
  }

  /// The blank columns between two shown columns: one, and up to three when the row has
  /// room left over (the flexible columns at their maximum on a wide screen), so a wide row
  /// spreads its columns rather than leaving them crowded at the left.
  public func columnGap(total: Int, widths: [Int]) -> Int {
    let shown = widths.filter { $0 > 0 }.count
    guard shown > 1 else { return 1 }
    let left = total - widths.reduce(0, +) - (shown - 1)
    return 1 + min(2, max(0, left) / (shown - 1))
  }

  /// Each column's width at `total` columns (0: dropped for lack of room).
  public func columnWidths(total: Int) -> [Int] {
    var kept = columns.map { _ in true }
    func spare() -> Int {
      let shown = columns.indices.filter { kept[$0] }
      let fixed = shown.reduce(0) { sum, index in
        switch columns[index] {
        case .fixed(let width), .optional(let width, _): sum + width
        case .flexible: sum
        }
      }
      return total - fixed - max(0, shown.count - 1)
    }
    let flexibleCount = columns.filter { if case .flexible = $0 { true } else { false } }.count
    let droppable = columns.indices.compactMap { index -> (Int, Int)? in
      if case .optional(_, let rank) = columns[index] { return (rank, index) }
      return nil
    }.sorted { $0.0 < $1.0 }
    for (_, index) in droppable where flexibleCount > 0 {
      guard spare() / flexibleCount < minimumFlexible else { break }
      kept[index] = false
    }
    let share = max(0, spare()) / max(1, flexibleCount)
    let flexible = maximumFlexible.map { min($0, share) } ?? share
    return columns.indices.map { index in
      guard kept[index] else { return 0 }
      switch columns[index] {
      case .fixed(let width), .optional(let width, _): return width
      case .flexible: return flexible
      }
    }
  }
}
