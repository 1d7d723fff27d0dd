/// JSON's escape of one character by its number, `\u001b`: what `String(format: "\\u%04x")`
/// wrote, without full Foundation.
public enum JSONEscape {
  /// `value` (at most 0xFFFF) as `\u` and four lower-case hex digits.
  public static func unicode(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `text` as a JSON string, quotes included: `"`, `\`, newline, return and tab escaped
  /// by name, other control characters by number. TOML's basic strings read it alike.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += unicode(scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
