/// A question open over the screen (a confirmation or a choice), as its dialog holds it.
public struct PromptReading: Equatable {
  /// The dialog's title.
  public var title: String
  /// Its lines of explanation.
  public var message: [String]
  /// Its buttons, in order.
  public var buttons: [String]
  /// The button with the focus (what Enter does).
  public var selected: String?
}
