/// Where a search matched inside a gist's files: the file, the line (from 1) and its text.
public struct SearchMatch: Codable, Equatable, Sendable {
  /// The file's name.
  public var file: String
  /// The line's number, from 1.
  public var line: Int
  /// The line's text (trimmed, at most 200 characters).
  public var text: String

  /// A match.
  public init(file: String, line: Int, text: String) {
    self.file = file
    self.line = line
    self.text = text
  }
}
