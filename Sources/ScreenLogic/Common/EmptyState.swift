/// The default empty view of a list: a small text picture, a title, a subtitle. Screens may
/// give their own.
public struct EmptyState: Equatable, Sendable {
  /// The picture, one string per row.
  public var picture: [String]
  /// The title.
  public var title: String
  /// What to do about it.
  public var subtitle: String

  /// An empty state.
  public init(picture: [String] = EmptyState.defaultPicture, title: String, subtitle: String) {
    self.picture = picture
    self.title = title
    self.subtitle = subtitle
  }

  /// A sheet with no lines on it, and a pencil: nothing written yet.
  public static let defaultPicture = [
    "┌──────┐   ",
    "│ ╌╌╌╌ │  ╱",
    "│ ╌╌╌  │ ╱ ",
    "└──────┘╱  ",
  ]
}
