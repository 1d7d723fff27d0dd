/// A horizontal line across its width, one row tall.
public final class Rule: Widget {
  /// A rule.
  public init() {}

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    surface.put(
      String(repeating: "─", count: max(0, rect.width)), x: rect.x, y: rect.y, style: .border,
      maxWidth: rect.width)
  }
}
