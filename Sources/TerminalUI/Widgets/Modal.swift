/// A dialog drawn over the screen: a title, a message and buttons, one selected. A
/// confirmation is a modal whose last button does the thing.
public final class Modal: Widget {
  /// The title.
  public var title: String
  /// The message, one string per line.
  public var message: [String]
  /// The buttons, left to right.
  public var buttons: [String]
  /// The selected button.
  public var selected: Int

  /// A dialog.
  public init(title: String, message: [String], buttons: [String] = ["OK"], selected: Int = 0) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.selected = selected
  }

  /// A confirmation: Cancel and `action`, Cancel selected (so Enter does no harm).
  public static func confirm(title: String, message: [String], action: String) -> Modal {
    Modal(title: title, message: message, buttons: ["Cancel", action], selected: 0)
  }

  /// Moves the selected button.
  public func move(by offset: Int) {
    selected = min(max(0, selected + offset), buttons.count - 1)
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    let buttonsText = buttons.map { "[ \($0) ]" }.joined(separator: "  ")
    let contentWidth = ([title, buttonsText] + message).map { DisplayWidth.of($0) }.max() ?? 0
    let width = min(rect.width, contentWidth + 6)
    // A line wider than the screen wraps at spaces rather than being cut.
    let lines = message.flatMap { line in
      TextView.wrap(line, width: max(1, width - 4)).map { $0.1.trimmingTrailingSpaces() }
    }
    let box = rect.centered(width: width, height: lines.count + 6)
    Frame.draw(box, title: title, on: surface)
    for (index, line) in lines.prefix(max(0, box.height - 6)).enumerated() {
      surface.put(
        DisplayWidth.clip(line, to: box.width - 4), x: box.x + 2, y: box.y + 2 + index)
    }
    var x = box.x + max(2, (box.width - DisplayWidth.of(buttonsText)) / 2)
    for (index, button) in buttons.enumerated() {
      let style: Style = index == selected ? .selected : .normal
      x +=
        surface.put(
          "[ \(button) ]", x: x, y: box.maxY - 2, style: style, maxWidth: box.x + box.width - x) + 2
    }
  }
}
