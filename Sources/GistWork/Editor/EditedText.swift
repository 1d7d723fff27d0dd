/// What came of editing one text in the user's editor.
public struct EditedText: Equatable, Sendable {
  /// The new text; nil when the file was saved as it was, or not saved.
  public var text: String?
  /// What to tell the user besides (the editor failed, but what it saved is kept).
  public var note: String?

  /// An outcome.
  public init(text: String?, note: String? = nil) {
    self.text = text
    self.note = note
  }
}
