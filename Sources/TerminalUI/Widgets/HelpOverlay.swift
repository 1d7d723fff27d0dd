/// The `?` help: the keys of the current screen and what they do (the global keys after),
/// in a framed box as tall as the screen allows, scrolled with `scroll`, `page`, `jump`.
/// Screens build it from the same key table their Stage uses, so help and behaviour cannot
/// drift.
public final class HelpOverlay: Widget {
  /// The title.
  public var title: String
  /// Key labels and descriptions.
  public var entries: [(keys: String, action: String)]
  /// The first entry shown.
  public private(set) var offset = 0
  /// How many entries the box showed at the last draw.
  public private(set) var visibleEntries = 1

  /// A help box.
  public init(title: String, entries: [(keys: String, action: String)]) {
    self.title = title
    self.entries = entries
  }

  /// Scrolls by `lines` entries (clamped).
  public func scroll(by lines: Int) {
    offset = max(0, min(offset + lines, max(0, entries.count - visibleEntries)))
  }

  /// Scrolls a page down (1) or up (-1).
  public func page(_ direction: Int) {
    scroll(by: direction * max(1, visibleEntries - 1))
  }

  /// Goes to the first entries, or the last with `toEnd`.
  public func jump(toEnd: Bool) {
    offset = toEnd ? max(0, entries.count - visibleEntries) : 0
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let actionWidth = entries.map { DisplayWidth.of($0.action) }.max() ?? 0
    let box = rect.centered(width: keyWidth + actionWidth + 7, height: entries.count + 5)
    visibleEntries = max(1, box.height - 5)
    scroll(by: 0)
    let more = entries.count > visibleEntries
    Frame.draw(box, title: title, on: surface)
    for (row, entry) in entries.dropFirst(offset).prefix(visibleEntries).enumerated() {
      let y = box.y + 2 + row
      surface.put(entry.keys, x: box.x + 2, y: y, style: .accent, maxWidth: keyWidth)
      // An action wider than the box ends in "…": a line cut short mid-word read as whole.
      let actionColumns = box.width - keyWidth - 5
      surface.put(
        DisplayWidth.clip(entry.action, to: actionColumns), x: box.x + 3 + keyWidth, y: y,
        style: .normal, maxWidth: actionColumns)
    }
    let position =
      more
      ? "\(offset + 1)–\(min(entries.count, offset + visibleEntries)) of \(entries.count) · j k PgUp PgDn · q closes"
      : "q closes"
    surface.put(position, x: box.x + 2, y: box.maxY - 2, style: .dim, maxWidth: box.width - 4)
  }
}
