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
  /// The first entry shown at the end: from it the last entries fill the box (as of the
  /// last draw; entries take a row each, or more when they wrap).
  private var lastOffset: Int { lastFirst ?? max(0, entries.count - visibleEntries) }
  private var lastFirst: Int?

  /// A help box.
  public init(title: String, entries: [(keys: String, action: String)]) {
    self.title = title
    self.entries = entries
  }

  /// Scrolls by `lines` entries (clamped).
  public func scroll(by lines: Int) {
    offset = max(0, min(offset + lines, lastOffset))
  }

  /// Scrolls a page down (1) or up (-1).
  public func page(_ direction: Int) {
    scroll(by: direction * max(1, visibleEntries - 1))
  }

  /// Goes to the first entries, or the last with `toEnd`.
  public func jump(toEnd: Bool) {
    offset = toEnd ? lastOffset : 0
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let actionWidth = entries.map { DisplayWidth.of($0.action) }.max() ?? 0
    let width = min(keyWidth + actionWidth + 7, rect.width)
    // An action wider than the box wraps under itself (at 60 columns "…" hid its end).
    let actionColumns = max(1, width - keyWidth - 5)
    let rows = entries.map { TextView.wrap($0.action, width: actionColumns).map(\.1) }
    let box = rect.centered(width: width, height: rows.map(\.count).reduce(0, +) + 5)
    let room = max(1, box.height - 5)
    Frame.draw(box, title: title, on: surface)
    var last = entries.count
    var used = 0
    while last > 0 && (used + rows[last - 1].count <= room || last == entries.count) {
      used += rows[last - 1].count
      last -= 1
    }
    lastFirst = last
    scroll(by: 0)
    var y = box.y + 2
    var shown = 0
    for index in entries.indices.dropFirst(offset) {
      // The first entry shows even when it is taller than the box.
      guard shown == 0 || y + rows[index].count <= box.y + 2 + room else { break }
      surface.put(entries[index].keys, x: box.x + 2, y: y, style: .accent, maxWidth: keyWidth)
      for line in rows[index] where y < box.y + 2 + room {
        surface.put(
          line, x: box.x + 3 + keyWidth, y: y, style: .normal, maxWidth: actionColumns)
        y += 1
      }
      shown += 1
    }
    visibleEntries = max(1, shown)
    let more = offset > 0 || offset + shown < entries.count
    let position =
      more
      ? "\(offset + 1)–\(offset + shown) of \(entries.count) · j k PgUp PgDn · q closes"
      : "q closes"
    surface.put(position, x: box.x + 2, y: box.maxY - 2, style: .dim, maxWidth: box.width - 4)
  }
}
