/// Lays children out left to right with a one-column gap: fixed widths first, flexible
/// children share the rest.
public final class HStack: Widget {
  /// The children and their widths (nil: flexible).
  public var children: [(widget: any Widget, width: Int?)]

  /// A row of `children`.
  public init(_ children: [(widget: any Widget, width: Int?)]) {
    self.children = children
  }

  /// The tallest child's height; flexible when any child is.
  public func preferredHeight(width: Int) -> Int? {
    var tallest = 0
    for child in children {
      guard let height = child.widget.preferredHeight(width: child.width ?? width) else {
        return nil
      }
      tallest = max(tallest, height)
    }
    return tallest
  }

  public var parts: [any Widget] { children.map(\.widget) }

  public func draw(in rect: Rect, on surface: any Surface) {
    let gaps = max(0, children.count - 1)
    let fixed = children.compactMap(\.width).reduce(0, +)
    let flexible = children.filter { $0.width == nil }.count
    let share = max(0, rect.width - fixed - gaps) / max(1, flexible)
    var x = rect.x
    for child in children {
      let width = min(child.width ?? share, max(0, rect.x + rect.width - x))
      child.widget.draw(in: Rect(x: x, y: rect.y, width: width, height: rect.height), on: surface)
      x += width + 1
    }
  }
}
