/// Trimming and splitting text without full Foundation (whose `trimmingCharacters(in:)` and
/// `components(separatedBy:)` come with ICU): what dehub's targets use in their place.
extension StringProtocol {
  /// The text without white space or line breaks at either end (Foundation's
  /// `.whitespacesAndNewlines`).
  public func trimmingWhitespace() -> String {
    trimming { $0.isWhitespace }
  }

  /// The text without spaces or tabs at either end; line breaks stay (Foundation's
  /// `.whitespaces`).
  public func trimmingSpaces() -> String {
    trimming { $0.isWhitespace && !$0.isNewline }
  }

  /// The text without any of `characters` at either end.
  public func trimming(_ characters: Set<Character>) -> String {
    trimming { characters.contains($0) }
  }

  /// The text without the characters `drop` says at either end.
  public func trimming(where drop: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !drop($0) }),
      let last = lastIndex(where: { !drop($0) })
    else { return "" }
    return String(self[first...last])
  }

  /// The text split at every line feed (byte 10), empty pieces kept; a carriage return
  /// before it stays with its line, as `components(separatedBy: "\n")` left it.
  public func splitLines() -> [String] {
    String(self).utf8.split(separator: 10, omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
  }

  /// Whether the text equals `other` but for ASCII case (logins, languages).
  public func equalsIgnoringCase(_ other: some StringProtocol) -> Bool {
    lowercased() == other.lowercased()
  }

  /// The text padded with spaces (or cut) to `width` characters.
  public func padded(to width: Int) -> String {
    count >= width
      ? String(prefix(width)) : String(self) + String(repeating: " ", count: width - count)
  }
}
