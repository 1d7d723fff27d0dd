/// A widget that runs `action` each time it has drawn its child: a Stage learns what the
/// child's drawing decided (a text view's last visible line, after a resize or a scroll),
/// in time for the widgets below it in a stack to show it.
public final class AfterDraw: Widget {
  /// The widget drawn.
  public let child: any Widget
  private let action: () -> Void

  /// `child`, then `action` after each draw.
  public init(_ child: any Widget, then action: @escaping () -> Void) {
    self.child = child
    self.action = action
  }

  public func preferredHeight(width: Int) -> Int? { child.preferredHeight(width: width) }

  public var parts: [any Widget] { [child] }

  public func draw(in rect: Rect, on surface: any Surface) {
    child.draw(in: rect, on: surface)
    action()
  }
}
