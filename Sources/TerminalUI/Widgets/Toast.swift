/// A one-line note over the screen, just above its hint line ("Kept as a draft"), until the
/// next key.
public final class Toast: Widget {
  /// The note.
  public var text: String

  /// A toast saying `text`.
  public init(_ text: String) {
    self.text = text
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    guard rect.height >= 2 else { return }
    let y = rect.maxY - 2
    surface.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: .status)
    surface.put(
      DisplayWidth.clip(TextSanitizer.sanitize(text), to: max(0, rect.width - 2)), x: rect.x + 1,
      y: y, style: .status, maxWidth: rect.width - 2)
  }
}
