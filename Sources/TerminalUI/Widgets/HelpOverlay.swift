/// The `?` help: the keys of the current screen and what they do, in a framed box. Screens
/// build it from the same key table their Stage uses, so help and behaviour cannot drift.
public final class HelpOverlay: Widget {
  /// The title.
  public var title: String
  /// Key labels and descriptions.
  public var entries: [(keys: String, action: String)]

  /// A help box.
  public init(title: String, entries: [(keys: String, action: String)]) {
    self.title = title
    self.entries = entries
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let actionWidth = entries.map { DisplayWidth.of($0.action) }.max() ?? 0
    let box = rect.centered(width: keyWidth + actionWidth + 7, height: entries.count + 4)
    Frame.draw(box, title: title, on: surface)
    for (index, entry) in entries.enumerated() where index < box.height - 4 {
      let y = box.y + 2 + index
      surface.put(entry.keys, x: box.x + 2, y: y, style: .accent, maxWidth: keyWidth)
      surface.put(
        entry.action, x: box.x + 3 + keyWidth, y: y, style: .normal,
        maxWidth: box.width - keyWidth - 5)
    }
    if entries.count > box.height - 4 {
      surface.put("…", x: box.x + 2, y: box.maxY - 2, style: .dim, maxWidth: 1)
    }
  }
}
