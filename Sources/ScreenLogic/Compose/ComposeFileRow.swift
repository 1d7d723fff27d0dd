import Basics

/// One file of the compose screen: its name, its size in lines, whether it is blank, and
/// what the draft does to it against the gist as it was opened.
public struct ComposeFileRow: Equatable, Sendable {
  /// What the draft does to a file of the gist being edited.
  public enum Change: Equatable, Sendable {
    /// The file is new.
    case new
    /// Its text changed.
    case changed
    /// It has a new name (and maybe new text).
    case renamed
    /// It is removed (the row shows the file as it was).
    case removed
  }

  /// The file name.
  public var name: String
  /// How many lines it has.
  public var lines: Int
  /// Whether it has no text but white space.
  public var isBlank: Bool
  /// What the draft does to it (nil: nothing, or the gist is new).
  public var change: Change?
  /// The change in words, such as `changed +3 −1` (empty when there is none).
  public var mark: String
  /// A binary file's size in bytes (nil for text).
  public var binaryBytes: Int?

  /// Its size in words: "blank", how many lines, or a binary file's size ("binary 2.1 KB").
  public var sizeLabel: String {
    if let binaryBytes { return "binary " + ReadingPosition.size(binaryBytes) }
    return isBlank ? "blank" : lines.counted("line")
  }

  /// A row.
  public init(name: String, lines: Int, isBlank: Bool, change: Change? = nil, mark: String = "") {
    self.name = name
    self.lines = lines
    self.isBlank = isBlank
    self.change = change
    self.mark = mark
  }
}
