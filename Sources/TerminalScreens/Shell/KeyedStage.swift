import Keys
import ScreenLogic
import TerminalUI

/// An ncurses Stage a key table drives: the shell finds a key's binding in the screen's
/// table (in `ScreenLogic`), asks the Director whether its intent is available, and then has
/// the Stage send the intent or do the view operation. The Stage knows no key table; it
/// draws itself with the hint line it is given.
public protocol KeyedStage: AnyObject {
  /// What the screen's Director is asked.
  associatedtype Intent: Sendable
  /// What the screen's actions are about (a gist id, a comment id), `Never` for none.
  associatedtype Item: Sendable = Never
  /// Takes a key before the table does (an open question, a field being typed in); false
  /// when the table's turn comes.
  func intercept(_ key: Key) -> Bool
  /// A key the table does not name (a mouse event, typing in a field); false for keys the
  /// screen has no use for.
  func handleUnbound(_ key: Key) -> Bool
  /// A key of the table is about to run: the Stage clears what it said last.
  func prepareForKey()
  /// Does a view operation of the table: moves the highlight, scrolls, wraps.
  func perform(_ operation: ViewOperation)
  /// The item under the highlight, for the actions about it (nil: none).
  var highlighted: Item? { get }
  /// Sends an intent of the table (the Director said it is available).
  func send(_ intent: Intent)
  /// The keys of a field or dialog that has the focus, which the hint line shows in place
  /// of the screen's (nil: none has it).
  var focusHints: [(keys: String, action: String)]? { get }
  /// The widget tree, with `help` in the hint line.
  func content(help: [(keys: String, action: String)]) -> any Widget
  /// The screen is closing (left, or the app quits): the Stage sends, as an intent, what
  /// is typed in an open question and not answered, before the Director is told.
  func closing()
}

extension KeyedStage {
  public func intercept(_ key: Key) -> Bool { false }
  public func handleUnbound(_ key: Key) -> Bool { false }
  public func prepareForKey() {}
  public func perform(_ operation: ViewOperation) {}
  public var highlighted: Item? { nil }
  public var focusHints: [(keys: String, action: String)]? { nil }
  public func closing() {}
}
