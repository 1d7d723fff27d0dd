import TerminalUI

/// A move of a list's highlight, as the navigation keys ask for it (`KeyBinding.navigation`).
public enum ListMove: Sendable {
  /// By this many rows.
  case by(Int)
  /// A page down (1) or up (-1).
  case page(Int)
  /// To the first row.
  case first
  /// To the last row.
  case last
}

extension ListView {
  /// Moves the highlight as `move` says, over `count` rows.
  func perform(_ move: ListMove, count: Int) {
    switch move {
    case .by(let delta): moveSelection(by: delta)
    case .page(let direction): page(direction)
    case .first: select(0)
    case .last: select(count - 1)
    }
  }
}
