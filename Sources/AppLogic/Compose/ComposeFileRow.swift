/// One file of the compose screen: its name, its size in lines, whether it is blank.
public struct ComposeFileRow: Equatable, Sendable {
  /// The file name.
  public var name: String
  /// How many lines it has.
  public var lines: Int
  /// Whether it has no text but white space.
  public var isBlank: Bool

  /// A row.
  public init(name: String, lines: Int, isBlank: Bool) {
    self.name = name
    self.lines = lines
    self.isBlank = isBlank
  }
}
