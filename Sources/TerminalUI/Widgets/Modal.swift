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
    // Measured and wrapped as drawn: control characters become their placeholders first.
    let title = TextSanitizer.sanitize(self.title)
    let message = self.message.map { TextSanitizer.sanitize($0) }
    let labels = buttons.map { "[ \(TextSanitizer.sanitize($0)) ]" }
    let contentWidth =
      ([title, labels.joined(separator: "  ")] + message).map { DisplayWidth.of($0) }.max() ?? 0
    let width = min(rect.width, contentWidth + 6)
    // A line wider than the screen wraps at spaces rather than being cut; so do the buttons,
    // a row of them at a time, none cut or over the frame.
    let lines = message.flatMap { line in
      TextView.wrap(line, width: max(1, width - 4)).map { $0.1.trimmingTrailingSpaces() }
    }
    let rows = Self.rows(of: labels, width: max(1, width - 4))
    let box = rect.centered(width: width, height: lines.count + 5 + rows.count)
    Frame.draw(box, title: title, on: surface)
    for (index, line) in lines.prefix(max(0, box.height - 5 - rows.count)).enumerated() {
      surface.put(
        DisplayWidth.clip(line, to: box.width - 4), x: box.x + 2, y: box.y + 2 + index)
    }
    for (number, row) in rows.enumerated() {
      let text = row.map { labels[$0] }.joined(separator: "  ")
      var x = box.x + max(2, (box.width - DisplayWidth.of(text)) / 2)
      let y = box.maxY - 1 - rows.count + number
      for index in row {
        let style: Style = index == selected ? .selected : .normal
        x +=
          surface.put(
            labels[index], x: x, y: y, style: style, maxWidth: max(0, box.maxX - 2 - x)) + 2
      }
    }
  }

  /// The buttons' indices in rows that fit `width`, two spaces between buttons.
  private static func rows(of labels: [String], width: Int) -> [[Int]] {
    var rows: [[Int]] = [[]]
    var used = 0
    for (index, label) in labels.enumerated() {
      let size = DisplayWidth.of(label)
      if let last = rows.last, !last.isEmpty, used + 2 + size > width {
        rows.append([index])
        used = size
      } else {
        rows[rows.count - 1].append(index)
        used += (rows[rows.count - 1].count > 1 ? 2 : 0) + size
      }
    }
    return rows
  }
}
