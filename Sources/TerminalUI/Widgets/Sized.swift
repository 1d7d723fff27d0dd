/// A widget given a fixed height in a stack (a list above a text view, say).
public final class Sized: Widget {
  /// The widget.
  public var child: any Widget
  /// Its height.
  public var height: Int

  /// `child`, `height` rows tall.
  public init(_ child: any Widget, height: Int) {
    self.child = child
    self.height = height
  }

  public func preferredHeight(width: Int) -> Int? { height }

  public var parts: [any Widget] { [child] }

  public func draw(in rect: Rect, on surface: any Surface) {
    child.draw(in: rect, on: surface)
  }
}
