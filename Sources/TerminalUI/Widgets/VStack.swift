/// Lays children out top to bottom: each fixed child gets the rows it asks for, the
/// flexible ones share what is left. Screens are stacks, not hand-placed coordinates.
public final class VStack: Widget {
  /// The children, top first.
  public var children: [any Widget]

  /// A stack of `children`.
  public init(_ children: [any Widget]) {
    self.children = children
  }

  public func preferredHeight(width: Int) -> Int? {
    var total = 0
    for child in children {
      guard let height = child.preferredHeight(width: width) else { return nil }
      total += height
    }
    return total
  }

  /// The rectangle of each child inside `rect`.
  public func layout(in rect: Rect) -> [Rect] {
    let heights = children.map { $0.preferredHeight(width: rect.width) }
    let fixed = heights.compactMap { $0 }.reduce(0, +)
    let flexibleCount = heights.filter { $0 == nil }.count
    let spare = max(0, rect.height - fixed)
    var remainder = flexibleCount > 0 ? spare % flexibleCount : 0
    var y = rect.y
    return heights.map { height in
      var rows = height ?? (spare / max(1, flexibleCount))
      if height == nil && remainder > 0 {
        rows += 1
        remainder -= 1
      }
      rows = min(rows, max(0, rect.maxY - y))
      defer { y += rows }
      return Rect(x: rect.x, y: y, width: rect.width, height: rows)
    }
  }

  public var parts: [any Widget] { children }

  public func draw(in rect: Rect, on surface: any Surface) {
    for (child, area) in zip(children, layout(in: rect)) where !area.isEmpty {
      child.draw(in: area, on: surface)
    }
  }
}
