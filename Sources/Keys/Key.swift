/// A key press (or a mouse event, or pasted text) decoded from what the terminal sent. It
/// lives in a leaf target of its own, so the terminal toolkit decodes keys and the screens'
/// logic names them in its key tables without either importing the other.
public enum Key: Equatable, Hashable, Sendable {
  /// A printable character (UTF-8 decoded; CJK and emoji included).
  case character(Character)
  /// Ctrl with a letter (`ctrl("c")` is Ctrl-C); Enter, Tab, Backspace and Esc have cases of
  /// their own.
  case ctrl(Character)
  /// Alt (Meta) with a character: the terminal sends Esc then the character.
  case alt(Character)
  /// Enter / Return.
  case enter
  /// Esc alone.
  case escape
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace.
  case backspace
  /// Delete (forward).
  case delete
  /// Insert.
  case insert
  /// Arrows.
  case up, down, left, right
  /// Ctrl with arrows (word movement in text fields).
  case ctrlLeft, ctrlRight
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// F1…F12.
  case function(Int)
  /// A mouse event (where the terminal reports it).
  case mouse(MouseEvent)
  /// Text pasted at once (bracketed paste), never taken as commands.
  case paste(String)

  /// How help screens write the key: `Enter`, `Ctrl-B`, `PgDn`, `/`.
  public var label: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .ctrl(let character): "Ctrl-\(character.uppercased())"
    case .alt(let character): "Alt-\(character)"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .insert: "Ins"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .ctrlLeft: "Ctrl-←"
    case .ctrlRight: "Ctrl-→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .function(let number): "F\(number)"
    case .mouse: "mouse"
    case .paste: "paste"
    }
  }
}
