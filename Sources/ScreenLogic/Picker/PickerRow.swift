/// One row of the picker: what choosing it means, its title, and a dimmed detail.
public struct PickerRow: Equatable, Sendable {
  /// The choice the row stands for.
  public var choice: PickerChoice
  /// The gist's description (or file name), made safe to draw by the Stage.
  public var title: String
  /// Files, visibility, owner.
  public var detail: String

  /// A row.
  public init(choice: PickerChoice, title: String, detail: String) {
    self.choice = choice
    self.title = title
    self.detail = detail
  }
}
