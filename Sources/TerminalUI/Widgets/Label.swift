/// One line of text, clipped with an ellipsis.
public final class Label: Widget {
  /// How the text sits in its line.
  public enum Alignment: Sendable { case leading, center, trailing }

  /// The text.
  public var text: String
  /// Its style.
  public var style: Style
  /// Its alignment.
  public var alignment: Alignment

  /// A label.
  public init(_ text: String = "", style: Style = .normal, alignment: Alignment = .leading) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    guard !rect.isEmpty else { return }
    let clipped = DisplayWidth.clip(TextSanitizer.sanitize(text), to: rect.width)
    let width = DisplayWidth.of(clipped)
    let x =
      switch alignment {
      case .leading: rect.x
      case .center: rect.x + (rect.width - width) / 2
      case .trailing: rect.x + rect.width - width
      }
    surface.put(clipped, x: x, y: rect.y, style: style, maxWidth: rect.width)
  }
}
