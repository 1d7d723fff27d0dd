/// A row of tabs, one active.
public final class Tabs: Widget {
  /// The titles.
  public var titles: [String]
  /// The active tab.
  public var selected: Int
  /// The tabs drawn with a mark (`•` after the title): those holding what is looked for.
  public var marked: Set<Int> = []

  /// Tabs with `titles`.
  public init(_ titles: [String], selected: Int = 0) {
    self.titles = titles
    self.selected = selected
  }

  /// The next tab (wrapping), or the previous one with `by: -1`.
  public func move(by offset: Int) {
    guard !titles.isEmpty else { return }
    selected = ((selected + offset) % titles.count + titles.count) % titles.count
  }

  /// The tab at column `x` of a tab row drawn at `originX`, for mouse clicks.
  public func tab(atColumn x: Int, originX: Int = 0) -> Int? {
    var column = originX
    for (index, title) in titles.enumerated() {
      let width = DisplayWidth.of(TextSanitizer.sanitize(shown(title, at: index))) + 2
      if x >= column && x < column + width { return index }
      column += width + 1
    }
    return nil
  }

  /// Where the tabs were drawn last.
  private var drawn = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The tab a mouse click landed on (nil: not on a tab).
  public func tab(clickedBy event: MouseEvent) -> Int? {
    guard case .press = event.kind, drawn.contains(x: event.x, y: event.y) else { return nil }
    return tab(atColumn: event.x, originX: drawn.x)
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    drawn = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    var x = rect.x
    for (index, title) in titles.enumerated() {
      let remaining = rect.x + rect.width - x
      guard remaining > 0 else { break }
      let style: Style = index == selected ? .tabActive : .tabInactive
      x +=
        surface.put(
          " \(shown(title, at: index)) ", x: x, y: rect.y, style: style, maxWidth: remaining) + 1
    }
  }

  /// The title as drawn: with its mark when marked.
  private func shown(_ title: String, at index: Int) -> String {
    marked.contains(index) ? title + " •" : title
  }
}
