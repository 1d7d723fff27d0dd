/// A question with a few answers, as a Director words it: the Stage shows it as a dialog
/// (the first option means Esc; `selected` is where the focus starts) and reports the chosen option's answer
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
  /// The buttons; the first is what Esc means.
  public var options: [Option]
  /// The button selected when the dialog opens (the first, unless the Director says).
  public var selected: Int
  /// Whether it is a yes-or-no question (Cancel, then the action): `y` says yes, `n`, `q`
  /// and Esc say no, and Enter alone does no harm.
  public var confirms = false

  /// A choice.
  public init(title: String, message: [String], options: [Option], selected: Int = 0) {
    self.title = title
    self.message = message
    self.options = options
    self.selected = selected
  }

  /// A yes-or-no question: Cancel (selected) and `action`, whose answer is `yes`.
  public static func confirm(title: String, message: [String], action: String, yes: Answer)
    -> Choice
  {
    var choice = Choice(
      title: title, message: message, options: [.init("Cancel", nil), .init(action, yes)])
    choice.confirms = true
    return choice
  }
}
