/// A note over the screen, just above its hint line ("Kept as a draft"), until the next
/// key; a long one wraps upwards (at most three rows), and with less room keeps its
/// start.
public final class Toast: Widget {
  /// The note.
  public var text: String

  /// A toast saying `text`.
  public init(_ text: String) {
    self.text = text
  }

  public func preferredHeight(width: Int) -> Int? {
    MessageLabel(text).rows(width: max(1, width - 2)).count
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    guard rect.height >= 2 else { return }
    let rows = MessageLabel(text).rows(width: max(1, rect.width - 2)).prefix(rect.height - 1)
    let top = rect.maxY - 1 - rows.count
    surface.fill(Rect(x: rect.x, y: top, width: rect.width, height: rows.count), style: .status)
    for (number, row) in rows.enumerated() {
      surface.put(
        row, x: rect.x + 1, y: top + number, style: .status, maxWidth: rect.width - 2)
    }
  }
}
