import FoundationEssentials
import Keys

/// A one-line text input: UTF-8 editing, movement by character and word, delete word,
/// paste, and a secret mode (for tokens) that shows dots.
public final class TextField: Widget {
  private(set) var characters: [Character] = []
  /// The cursor, as a character index.
  public private(set) var cursor = 0
  /// Show `•` instead of the text.
  public var isSecret: Bool
  /// Shown while empty.
  public var placeholder: String
  /// Whether it shows the cursor.
  public var isFocused = true
  private var scroll = 0

  /// A field.
  public init(text: String = "", placeholder: String = "", secret: Bool = false) {
    characters = Array(text)
    cursor = characters.count
    self.placeholder = placeholder
    isSecret = secret
  }

  /// The text.
  public var text: String {
    get { String(characters) }
    set {
      characters = Array(newValue)
      cursor = characters.count
    }
  }

  /// Applies an editing key; returns false for keys it does not edit with.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let character): insert(String(character))
    case .paste(let text): insert(text.replacing("\n", with: " "))
    case .backspace:
      guard cursor > 0 else { return true }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete, .ctrl("d"):
      if cursor < characters.count { characters.remove(at: cursor) }
    case .left, .ctrl("b"): cursor = max(0, cursor - 1)
    case .right, .ctrl("f"): cursor = min(characters.count, cursor + 1)
    case .home, .ctrl("a"): cursor = 0
    case .end, .ctrl("e"): cursor = characters.count
    case .ctrlLeft, .alt("b"): cursor = wordStart(before: cursor)
    case .ctrlRight, .alt("f"): cursor = wordEnd(after: cursor)
    case .ctrl("w"), .alt("\u{7F}"):
      let start = wordStart(before: cursor)
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .ctrl("u"):
      characters.removeSubrange(0..<cursor)
      cursor = 0
    case .ctrl("k"):
      characters.removeSubrange(cursor..<characters.count)
    default:
      return false
    }
    return true
  }

  private func insert(_ text: String) {
    let new = Array(text).filter { !$0.isNewline }
    characters.insert(contentsOf: new, at: cursor)
    cursor += new.count
  }

  private func isWordCharacter(_ index: Int) -> Bool {
    characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
  }

  private func wordStart(before position: Int) -> Int {
    var index = position
    while index > 0 && !isWordCharacter(index - 1) { index -= 1 }
    while index > 0 && isWordCharacter(index - 1) { index -= 1 }
    return index
  }

  private func wordEnd(after position: Int) -> Int {
    var index = position
    while index < characters.count && !isWordCharacter(index) { index += 1 }
    while index < characters.count && isWordCharacter(index) { index += 1 }
    return index
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    guard !rect.isEmpty else { return }
    if characters.isEmpty && !placeholder.isEmpty {
      surface.put(placeholder, x: rect.x, y: rect.y, style: .dim, maxWidth: rect.width)
      if isFocused { surface.showCursor(x: rect.x, y: rect.y) }
      return
    }
    let shown: [Character] = isSecret ? Array(repeating: "•", count: characters.count) : characters
    let safe = shown.map { TextSanitizer.sanitize(String($0)) }
    let widths = safe.map { DisplayWidth.of($0) }
    // Scroll so the cursor stays inside the field.
    scroll = min(scroll, cursor)
    while widths[scroll..<cursor].reduce(0, +) >= rect.width && scroll < cursor { scroll += 1 }
    var x = rect.x
    var index = scroll
    while index < safe.count && x + widths[index] <= rect.x + rect.width {
      x += surface.put(
        safe[index], x: x, y: rect.y, style: .normal, maxWidth: rect.x + rect.width - x)
      index += 1
    }
    if isFocused {
      let cursorX = rect.x + widths[scroll..<cursor].reduce(0, +)
      surface.showCursor(x: min(cursorX, rect.x + rect.width - 1), y: rect.y)
    }
  }
}
