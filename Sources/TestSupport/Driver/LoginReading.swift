import TerminalUI

/// The sign-in screen as drawn: its title and explanation, the token field, the buttons and
/// what went wrong, read from its widgets.
public struct LoginReading {
  /// The title ("Sign in to github.com").
  public var title: String
  /// The lines under the title: what signing in gives, where a token is made.
  public var intro: [String]
  /// The token field (its text as typed; the screen masks it).
  public var token: FieldReading?
  /// The buttons, in order ("[ Sign in ]  Enter", "[ Browse public gists without signing
  /// in ]").
  public var buttons: [String]
  /// The button with the focus (nil: the token field has it, or the sign-in is not
  /// possible yet).
  public var focused: String?
  /// What the screen says under the buttons: why it opened ("Mine lists your own gists: …")
  /// or why the last token was not taken (nil: nothing).
  public var message: String?

  /// The sign-in screen drawn in `content`.
  init(content: any Widget) {
    let view = ViewReading(content: content)
    let fields = content.all(HStack.self).compactMap(FieldReading.parts)
    let labels = content.all(Label.self).filter { label in
      !label.text.isEmpty && !fields.contains { $0.label === label }
    }
    title = view.title ?? ""
    intro = labels.filter { $0.style == .dim && !$0.text.hasPrefix("[") }.map(\.text)
    token = fields.last.map {
      FieldReading(label: $0.label.text, text: $0.field.text, isSecret: $0.field.isSecret)
    }
    let buttons = labels.filter { $0.text.hasPrefix("[") }
    self.buttons = buttons.map(\.text)
    focused = buttons.first { $0.style == .selected }?.text
    message = content.all(MessageLabel.self).last?.text
  }
}
