import TerminalUI

/// The keys of a query line over a list (the picker, the palette): the table moves the
/// highlight, chooses and cancels; a click on a row chooses it; every other key edits the
/// query.
public enum QueryListKeys {
  /// What a key of such a screen does.
  public enum Command: Sendable {
    case move(Int), page(Int), choose, cancel
  }

  /// Handles `key` by `table` over `list` and `field`; `edited` gets the query when a key
  /// changed it. False when the key was neither in the table nor taken by the field.
  static func handle(
    _ key: Key, table: [KeyBinding<Command>], list: ListView, field: TextField,
    choose: () -> Void, cancel: () -> Void, edited: (String) -> Void
  ) -> Bool {
    if case .mouse(let event) = key {
      if list.handleMouse(event) == .activated { choose() }
      return true
    }
    if let binding = table.binding(for: key) {
      switch binding.command {
      case .move(let delta): list.moveSelection(by: delta)
      case .page(let direction): list.page(direction)
      case .choose: choose()
      case .cancel: cancel()
      }
      return true
    }
    let before = field.text
    guard field.handle(key) else { return false }
    if field.text != before { edited(field.text) }
    return true
  }
}
