import TerminalUI

/// The message an ncurses Stage shows above its hints: an error the user should read, or
/// a notice that what they asked for was done. The Stage clears it on the next key.
struct StageMessage {
  private var current: (text: String, isError: Bool)?

  /// Shows `text` as an error.
  mutating func error(_ text: String) { current = (text, true) }

  /// Shows `text` as a notice (empty: nothing).
  mutating func notice(_ text: String) { current = text.isEmpty ? nil : (text, false) }

  /// Shows nothing.
  mutating func clear() { current = nil }

  /// The message to put in the screen's stack, when there is one: wrapped, never cut at
  /// the screen's edge (at most three rows).
  var label: MessageLabel? {
    current.map { MessageLabel($0.text, style: $0.isError ? .error : .success) }
  }
}
