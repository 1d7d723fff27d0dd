/// Makes text from outside (descriptions, file names, contents, comments) safe to put on a
/// terminal: nothing in it can move the cursor, set the title, clear the screen, touch the
/// clipboard or reorder the line.
///
/// - ESC becomes `␛`; other C0 controls their control pictures (`␀`…`␟`); DEL `␡`.
/// - C1 controls (U+0080–U+009F), bidirectional overrides, embeddings, isolates and marks
///   become `<U+XXXX>`.
/// - Tabs and newlines are kept only when asked (multi-line text views handle them).
public enum TextSanitizer {
  /// `text` with every unsafe character replaced by a visible placeholder.
  public static func sanitize(_ text: String, keepNewlines: Bool = false, keepTabs: Bool = false)
    -> String
  {
    if isPlain(text) { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where keepNewlines, 0x09 where keepTabs:
        result.append(scalar)
      case 0x1B:
        result.append("\u{241B}")
      case 0x00...0x1F:
        result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
      case 0x7F:
        result.append("\u{2421}")
      default:
        if isHidden(scalar) {
          result.append(contentsOf: "<U+\(hex(scalar.value))>".unicodeScalars)
        } else {
          result.append(scalar)
        }
      }
    }
    return String(result)
  }

  /// The columns `character` takes as drawn: a control character as wide as its
  /// placeholder (`␛` one, `<U+202E>` eight), so text is measured before it is made safe
  /// as it will be shown.
  public static func shownWidth(of character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    let unsafe = character.unicodeScalars.contains { scalar in
      scalar.value < 0x20 || scalar.value == 0x7F || isHidden(scalar)
    }
    return unsafe ? DisplayWidth.of(sanitize(String(character))) : DisplayWidth.of(character)
  }

  /// Whether `scalar` is a C1 control or a bidirectional control.
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
    default: false
    }
  }

  /// Fast path: printable ASCII only.
  private static func isPlain(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
