/// The status line: text on the left and on the right, over the full width.
public final class StatusBar: Widget {
  /// Left-hand text.
  public var left: String
  /// Right-hand text (kept whole when there is room; the left side gives way first).
  public var right: String

  /// A status bar.
  public init(left: String = "", right: String = "") {
    self.left = left
    self.right = right
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    surface.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .status)
    let rightText = DisplayWidth.clip(TextSanitizer.sanitize(right), to: max(0, rect.width - 2))
    let rightWidth = DisplayWidth.of(rightText)
    let leftSpace = max(0, rect.width - rightWidth - 3)
    surface.put(
      DisplayWidth.clip(TextSanitizer.sanitize(left), to: leftSpace), x: rect.x + 1, y: rect.y,
      style: .status, maxWidth: leftSpace)
    surface.put(
      rightText, x: rect.x + rect.width - rightWidth - 1, y: rect.y, style: .status,
      maxWidth: rightWidth)
  }
}
