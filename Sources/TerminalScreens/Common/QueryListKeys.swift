import Keys
import TerminalUI

/// The keys of a query line over a list (the picker, the palette) that their key table
/// does not name: a click on a row chooses it; every other key edits the query.
enum QueryListKeys {
  /// Handles `key` over `list` and `field`; `edited` gets the query when a key changed it.
  /// False when the field did not take the key either.
  static func handle(
    _ key: Key, list: ListView, field: TextField, choose: () -> Void,
    edited: (String) -> Void
  ) -> Bool {
    if case .mouse(let event) = key {
      if list.handleMouse(event) == .activated { choose() }
      return true
    }
    let before = field.text
    guard field.handle(key) else { return false }
    if field.text != before { edited(field.text) }
    return true
  }
}
