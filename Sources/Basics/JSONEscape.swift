/// JSON's escape of one character by its number, `\u001b`: what `String(format: "\\u%04x")`
/// wrote, without full Foundation.
public enum JSONEscape {
  /// `value` (at most 0xFFFF) as `\u` and four lower-case hex digits.
  public static func unicode(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
