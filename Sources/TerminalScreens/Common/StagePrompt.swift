import Keys
import ScreenLogic
import TerminalUI

/// A question an ncurses Stage asks over its screen: a confirmation dialog (Cancel is
/// selected, so Enter alone does no harm; `y` says yes) or one line of text (Enter answers,
/// Esc gives up). While it is open it takes every key.
final class StagePrompt {
  private enum Question {
    case confirm(Modal, yes: () -> Void)
    case choose(Modal, answer: (Int) -> Void)
    case text(label: String, field: TextField, verb: String, answer: (String) -> Void)
  }

  private var question: Question?

  /// Whether a question is open.
  var isOpen: Bool { question != nil }

  /// The text typed in the open line of text, not answered yet (nil: none is open).
  var typed: String? {
    guard case .text(_, let field, _, _) = question else { return nil }
    return field.text
  }

  /// The keys of the open question, for the footer (nil: none is open).
  var hints: [(keys: String, action: String)]? {
    switch question {
    case nil: nil
    case .confirm(let modal, _): FocusHints.confirm(modal.buttons.last ?? "yes")
    case .choose(let modal, _): FocusHints.choose(escape: modal.buttons.first ?? "cancel")
    case .text(_, _, let verb, _): FocusHints.text(verb)
    }
  }

  /// Asks for a yes before `yes` runs.
  func confirm(title: String, message: [String], action: String, yes: @escaping () -> Void) {
    question = .confirm(Modal.confirm(title: title, message: message, action: action), yes: yes)
  }

  /// Asks to choose one of `buttons` (the first is what Esc means; `selected` has the focus).
  func choose(
    title: String, message: [String], buttons: [String], selected: Int = 0,
    answer: @escaping (Int) -> Void
  ) {
    let modal = Modal(
      title: title, message: message, buttons: buttons,
      selected: buttons.indices.contains(selected) ? selected : 0)
    question = .choose(modal, answer: answer)
  }

  /// Shows a Director's `choice`; the chosen option's answer (if any) goes to `send`.
  func choose<Answer>(_ choice: Choice<Answer>, send: @escaping (Answer) -> Void) {
    if choice.confirms, let yes = choice.options.last?.answer {
      return confirm(
        title: choice.title, message: choice.message, action: choice.options.last?.label ?? ""
      ) { send(yes) }
    }
    choose(
      title: choice.title, message: choice.message, buttons: choice.options.map(\.label),
      selected: choice.selected
    ) { index in
      if choice.options.indices.contains(index), let answer = choice.options[index].answer {
        send(answer)
      }
    }
  }

  /// Asks for a line of text, starting with `initial`; Enter does `verb` (the footer says).
  func ask(
    _ label: String, initial: String = "", placeholder: String = "", verb: String = "OK",
    answer: @escaping (String) -> Void
  ) {
    let field = TextField(text: initial, placeholder: placeholder)
    question = .text(label: label, field: field, verb: verb, answer: answer)
  }

  /// Handles a key while a question is open; false when none is.
  func handle(_ key: Key) -> Bool {
    switch question {
    case nil:
      return false
    case .confirm(let modal, let yes):
      switch key {
      case .left, .backTab: modal.move(by: -1)
      case .right, .tab: modal.move(by: 1)
      case .character("y"), .character("Y"):
        question = nil
        yes()
      case .enter:
        question = nil
        if modal.selected == modal.buttons.count - 1 { yes() }
      case .escape, .character("n"), .character("N"), .character("q"):
        question = nil
      default: break
      }
    case .choose(let modal, let answer):
      switch key {
      case .left, .backTab: modal.move(by: -1)
      case .right, .tab: modal.move(by: 1)
      case .enter:
        question = nil
        answer(modal.selected)
      case .escape:
        question = nil
        answer(0)
      default: break
      }
    case .text(_, let field, _, let answer):
      switch key {
      case .escape: question = nil
      case .enter:
        question = nil
        answer(field.text)
      default: field.handle(key)
      }
    }
    return true
  }

  /// The text question's line, to put in the screen's stack.
  func line() -> (any Widget)? {
    guard case .text(let label, let field, _, _) = question else { return nil }
    let width = DisplayWidth.of(label) + 1
    return HStack([(widget: Label(label, style: .bold), width: width), (widget: field, width: nil)])
  }

  /// The dialog, to draw over the screen.
  func dialog() -> (any Widget)? {
    switch question {
    case .confirm(let modal, _), .choose(let modal, _): return modal
    default: return nil
    }
  }
}
