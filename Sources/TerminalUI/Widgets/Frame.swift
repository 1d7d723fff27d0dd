/// A box with a title, cleared inside: the frame of dialogs and overlays.
public enum Frame {
  /// Clears `box` and draws its border with `title` in the top edge.
  public static func draw(_ box: Rect, title: String, on surface: any Surface) {
    guard box.width >= 4, box.height >= 2 else { return }
    surface.fill(box, style: .normal)
    let inner = String(repeating: "─", count: box.width - 2)
    surface.put("┌" + inner + "┐", x: box.x, y: box.y, style: .border, maxWidth: box.width)
    for y in (box.y + 1)..<(box.maxY - 1) {
      surface.put("│", x: box.x, y: y, style: .border, maxWidth: 1)
      surface.put("│", x: box.x + box.width - 1, y: y, style: .border, maxWidth: 1)
    }
    surface.put("└" + inner + "┘", x: box.x, y: box.maxY - 1, style: .border, maxWidth: box.width)
    let label = DisplayWidth.clip(" \(TextSanitizer.sanitize(title)) ", to: box.width - 4)
    surface.put(label, x: box.x + 2, y: box.y, style: .bold, maxWidth: box.width - 4)
  }
}
