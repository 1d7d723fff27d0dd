/// What the picker's user chose: a gist, and one of its files when the picker lists files.
public struct PickerChoice: Hashable, Sendable {
  /// The gist's id.
  public var gistID: String
  /// The file's name, when the picker lists files.
  public var file: String?

  /// A choice.
  public init(gistID: String, file: String? = nil) {
    self.gistID = gistID
    self.file = file
  }
}
