import TerminalScreens
import TerminalUI
import Testing

extension AppDriver {
  /// The widgets the screen draws now (the top scene, a toast, help or the palette): what
  /// the readers read instead of the screen's text.
  var frame: any Widget { app.assembly.shell.frame() }

  /// The bottom row: the keys the screen offers, read from the hint bar drawn.
  public var footer: FooterReading { FooterReading(driver: self) }

  /// The row above the footer: the status bar.
  public var status: String {
    let lines = screen.lines
    return lines.count > 1 ? lines[lines.count - 2] : ""
  }

  /// The top screen's help title ("Gist list", "Gist").
  public var topScreen: String? { app.topTitle }

  /// The list, as the list screen shows it.
  public var list: ListReading { ListReading(driver: self) }

  /// The gist, as its detail screen shows it.
  public var detail: DetailReading { DetailReading(driver: self) }

  /// The question open over the screen (nil: none).
  public var prompt: PromptReading? {
    frame.all(Modal.self).last.map {
      PromptReading(
        title: $0.title, message: $0.message, buttons: $0.buttons,
        selected: $0.buttons.indices.contains($0.selected) ? $0.buttons[$0.selected] : nil)
    }
  }

  /// What the app says now: the note over the screen, else the screen's message line (nil:
  /// nothing is said).
  public var toast: String? {
    let frame = frame
    return frame.all(Toast.self).last?.text ?? frame.all(MessageLabel.self).last?.text
  }
}

extension AppDriver {
  /// Answers the open question with its button `button`, as a user does: the focus moves to
  /// it (Tab and Shift-Tab), then Enter. No question, or none with that button, fails.
  public func choose(
    _ button: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let prompt, let target = prompt.buttons.firstIndex(of: button) else {
      return fail("no open question offers \"\(button)\"", sourceLocation)
    }
    let at = prompt.selected.flatMap { prompt.buttons.firstIndex(of: $0) } ?? 0
    for _ in 0..<abs(target - at) { press(target > at ? .tab : .backTab) }
    press(.enter)
  }
}
