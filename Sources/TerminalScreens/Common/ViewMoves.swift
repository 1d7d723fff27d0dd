import ScreenLogic
import TerminalUI

/// The view operations of a key table as a list and a text view do them.
enum ViewMoves {
  /// Moves `list`'s highlight as `operation` says (other operations are not a list's).
  static func perform(_ operation: ViewOperation, on list: ListView) {
    guard case .move(let move) = operation else { return }
    switch move {
    case .by(let delta): list.moveSelection(by: delta)
    case .page(let direction): list.page(direction)
    case .first: list.select(0)
    case .last: list.select(list.rowCount - 1)
    }
  }

  /// Scrolls or wraps `text` as `operation` says.
  static func perform(_ operation: ViewOperation, on text: TextView) {
    switch operation {
    case .move(.by(let rows)): text.scroll(by: rows)
    case .move(.page(let direction)): text.page(direction)
    case .move(.first): text.jump(toEnd: false)
    case .move(.last): text.jump(toEnd: true)
    case .sideways(let columns): text.scrollHorizontally(by: columns)
    case .wrap: text.wraps.toggle()
    case .clearField, .choose: break
    }
  }
}
