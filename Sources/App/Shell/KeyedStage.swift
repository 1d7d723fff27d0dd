import TerminalUI

/// An ncurses Stage with a key table: it handles keys by the table and draws itself with
/// a hint line made from the same table.
public protocol KeyedStage: AnyObject {
  /// What a key of the screen does.
  associatedtype Command: Sendable
  /// The keys of the screen as they stand now, in help order.
  var bindings: [KeyBinding<Command>] { get }
  /// Handles a key; false for keys the screen has no use for.
  func handle(_ key: Key) -> Bool
  /// The widget tree, with `help` in the hint line.
  func content(help: [(keys: String, action: String)]) -> any Widget
}
