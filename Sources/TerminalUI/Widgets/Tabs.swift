import Keys

/// A row of tabs, one active. Tabs may have longer titles (a file's language and size) drawn
/// when the row has room for every tab at that length. When even the short titles do not
/// fit, the row scrolls to keep the active tab in view, `‹` and `›` saying that more tabs
/// are off to that side.
public final class Tabs: Widget {
  /// The titles (the shortest forms).
  public var titles: [String]
  /// Each tab's longer titles, the most detailed first (`main.py · Python · 1.2 KB`); a tab
  /// without them is its title at every length.
  public var detailedTitles: [[String]] = []
  /// The active tab.
  public var selected: Int
  /// The tabs drawn with a mark (`•` after the title): those holding what is looked for.
  public var marked: Set<Int> = []
  /// The first tab shown when the row scrolls (kept between draws, so moving to a tab
  /// already in view scrolls nothing).
  private var firstShown = 0

  /// One tab as placed in the row: its index, what it says, its column from the row's left
  /// edge, and its width (the title and a space either side).
  private struct Placed {
    var index: Int
    var text: String
    var x: Int
    var width: Int
  }

  /// Where the tabs were drawn last.
  private var drawn = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The tabs as drawn last (nil: not drawn yet).
  private var placed: [Placed]?

  /// Tabs with `titles`.
  public init(_ titles: [String], selected: Int = 0) {
    self.titles = titles
    self.selected = selected
  }

  /// The tabs' texts as drawn last, left to right (the longest titles that fit; the tabs
  /// scrolled out of view left out); empty before the first draw.
  public var drawnTitles: [String] { placed?.map(\.text) ?? [] }

  /// The next tab (wrapping), or the previous one with `by: -1`.
  public func move(by offset: Int) {
    guard !titles.isEmpty else { return }
    selected = ((selected + offset) % titles.count + titles.count) % titles.count
  }

  /// The tab at column `x` of a tab row drawn at `originX`, for mouse clicks.
  public func tab(atColumn x: Int, originX: Int = 0) -> Int? {
    let tabs = placed ?? layout(width: Int.max / 4).tabs
    return tabs.first { x - originX >= $0.x && x - originX < $0.x + $0.width }?.index
  }

  /// The tab a mouse click landed on (nil: not on a tab).
  public func tab(clickedBy event: MouseEvent) -> Int? {
    guard case .press = event.kind, drawn.contains(x: event.x, y: event.y) else { return nil }
    return tab(atColumn: event.x, originX: drawn.x)
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    drawn = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    let row = layout(width: rect.width)
    placed = row.tabs
    for tab in row.tabs where tab.x < rect.width {
      let style: Style = tab.index == selected ? .tabActive : .tabInactive
      surface.put(
        " \(tab.text) ", x: rect.x + tab.x, y: rect.y, style: style,
        maxWidth: min(tab.width, rect.width - tab.x))
    }
    if row.before { surface.put("‹", x: rect.x, y: rect.y, style: .dim, maxWidth: 1) }
    if row.after, rect.width > 0 {
      surface.put("›", x: rect.maxX - 1, y: rect.y, style: .dim, maxWidth: 1)
    }
  }

  /// The tabs that show in `width` columns, and whether tabs are off to the left or right.
  private func layout(width: Int) -> (tabs: [Placed], before: Bool, after: Bool) {
    guard !titles.isEmpty else { return ([], false, false) }
    let active = min(max(0, selected), titles.count - 1)
    let deepest = detailedTitles.map(\.count).max() ?? 0
    // The longest titles every tab fits at, all on the row.
    for level in 0...deepest {
      let texts = titles.indices.map { text(of: $0, level: level) }
      let widths = texts.map { DisplayWidth.of($0) + 2 }
      if widths.reduce(0, +) + widths.count - 1 <= width {
        firstShown = 0
        return (place(texts, widths, from: 0, width: width), false, false)
      }
    }
    // Scrolling: short titles, the active tab as long as it fits with both marks.
    var texts = titles.indices.map { text(of: $0, level: deepest) }
    texts[active] =
      (0...deepest).lazy.map { self.text(of: active, level: $0) }
      .first { DisplayWidth.of($0) + 2 <= width - 4 } ?? texts[active]
    let widths = texts.map { DisplayWidth.of($0) + 2 }
    /// Whether tabs `first` to `last` fit, with the marks they need.
    func fits(_ first: Int, _ last: Int) -> Bool {
      let marks = (first > 0 ? 2 : 0) + (last < titles.count - 1 ? 2 : 0)
      return marks + widths[first...last].reduce(0, +) + (last - first) <= width
    }
    var first = min(firstShown, active)
    while first < active && !fits(first, active) { first += 1 }
    // Room left at the end (a wider screen, the last tabs): show more on the left.
    while first > 0 && fits(first - 1, titles.count - 1) { first -= 1 }
    firstShown = first
    let tabs = place(texts, widths, from: first, width: width)
    return (tabs, first > 0, (tabs.last?.index ?? 0) < titles.count - 1)
  }

  /// Tabs from `first` placed left to right while they fit (with room for the `›` mark
  /// while more follow); the first is placed even when too wide (then cut).
  private func place(_ texts: [String], _ widths: [Int], from first: Int, width: Int)
    -> [Placed]
  {
    var tabs: [Placed] = []
    var x = first > 0 ? 2 : 0
    for index in first..<texts.count {
      let reserve = index < texts.count - 1 ? 2 : 0
      guard index == first || x + widths[index] + reserve <= width else { break }
      tabs.append(Placed(index: index, text: texts[index], x: x, width: widths[index]))
      x += widths[index] + 1
    }
    return tabs
  }

  /// Tab `index`'s title at `level` (0: the most detailed), sanitised, with its mark when
  /// marked.
  private func text(of index: Int, level: Int) -> String {
    let longer = detailedTitles.indices.contains(index) ? detailedTitles[index] : []
    let title = level < longer.count ? longer[level] : titles[index]
    return TextSanitizer.sanitize(marked.contains(index) ? title + " •" : title)
  }
}
