/// A rectangle of cells: where a widget draws.
public struct Rect: Equatable, Sendable {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Width in columns.
  public var width: Int
  /// Height in rows.
  public var height: Int

  /// A rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Whether it has no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The bottom row plus one.
  public var maxY: Int { y + height }

  /// The right column plus one.
  public var maxX: Int { x + width }

  /// Whether the cell (x, y) is inside.
  public func contains(x: Int, y: Int) -> Bool {
    x >= self.x && x < self.x + width && y >= self.y && y < maxY
  }

  /// The top `rows` rows, and what is left below them.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: taken),
      Rect(x: x, y: y + taken, width: width, height: height - taken)
    )
  }

  /// Shrunk by `dx` columns and `dy` rows on each side.
  public func inset(dx: Int, dy: Int) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// A `width` × `height` rectangle centred in this one (clipped to it).
  public func centered(width: Int, height: Int) -> Rect {
    let w = min(width, self.width)
    let h = min(height, self.height)
    return Rect(x: x + (self.width - w) / 2, y: y + (self.height - h) / 2, width: w, height: h)
  }
}
