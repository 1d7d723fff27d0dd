/// A widget of a fixed height (its own preferred height) drawn in the middle of the space
/// it is given, at most `maxWidth` columns wide: a form that would hug the top left corner
/// of a large screen (the login at 200x60) sits in its middle. It takes whatever height is
/// left; on a screen too small for the child, the child starts at the top.
public final class Centered: Widget {
  /// The widget.
  public var child: any Widget
  /// The most columns it takes.
  public var maxWidth: Int

  /// `child`, at most `maxWidth` columns, in the middle.
  public init(_ child: any Widget, maxWidth: Int) {
    self.child = child
    self.maxWidth = maxWidth
  }

  public var parts: [any Widget] { [child] }

  public func draw(in rect: Rect, on surface: any Surface) {
    let width = min(rect.width, maxWidth)
    let height = min(rect.height, child.preferredHeight(width: width) ?? rect.height)
    child.draw(in: rect.centered(width: width, height: height), on: surface)
  }
}
