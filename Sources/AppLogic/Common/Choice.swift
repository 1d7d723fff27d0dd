/// A question with a few answers, as a Director words it: the Stage shows it as a dialog
/// (the first option selected, and what Esc means) and reports the chosen option's answer
/// as an intent (nil: nothing to do).
public struct Choice<Answer: Equatable & Sendable>: Equatable, Sendable {
  /// One button.
  public struct Option: Equatable, Sendable {
    /// Its label.
    public var label: String
    /// What choosing it asks for (nil: nothing, as Cancel).
    public var answer: Answer?

    /// An option.
    public init(_ label: String, _ answer: Answer?) {
      self.label = label
      self.answer = answer
    }
  }

  /// The dialog's title.
  public var title: String
  /// Its lines.
  public var message: [String]
  /// The buttons, the first selected.
  public var options: [Option]

  /// A choice.
  public init(title: String, message: [String], options: [Option]) {
    self.title = title
    self.message = message
    self.options = options
  }
}
