/// The hashes of a file's text that a link compares: of the text exactly, and of the text
/// without its trailing newlines (a file that differs from its gist only there counts as
/// equal, unless the link asks for exact comparison).
public struct ContentHash: Codable, Equatable, Hashable, Sendable {
  /// SHA-256 of the text exactly.
  public var exact: String
  /// SHA-256 of the text without its trailing newlines (`\n` or `\r\n`).
  public var loose: String

  /// The hashes of `text`.
  public init(_ text: String) {
    exact = SHA256.hex(text.utf8)
    var end = text.utf8.endIndex
    while end > text.utf8.startIndex {
      let before = text.utf8.index(before: end)
      let byte = text.utf8[before]
      guard byte == 0x0A || byte == 0x0D else { break }
      end = before
    }
    loose = SHA256.hex(text.utf8[text.utf8.startIndex..<end])
  }

  /// The hashes of a binary file's `bytes`: both exact (no newline is trimmed from bytes).
  public init(exactly bytes: some Collection<UInt8>) {
    exact = SHA256.hex(bytes)
    loose = exact
  }

  /// Whether `self` and `other` hash the same text: exactly, or up to trailing newlines.
  public func matches(_ other: ContentHash, exactly: Bool) -> Bool {
    exactly ? exact == other.exact : loose == other.loose
  }
}
