/// A framed box drawn over the screen's middle, holding one widget: `width` columns (at
/// most the screen's, less a margin) and as tall as the child wants, up to `maxHeight`.
public final class Panel: Widget {
  /// The title in the top edge.
  public var title: String
  /// What is inside.
  public var child: any Widget
  /// The columns wanted.
  public var width: Int
  /// The most rows the box takes (the screen's less a margin when smaller).
  public var maxHeight: Int

  /// A panel.
  public init(title: String, child: any Widget, width: Int, maxHeight: Int) {
    self.title = title
    self.child = child
    self.width = width
    self.maxHeight = maxHeight
  }

  public var parts: [any Widget] { [child] }

  public func draw(in rect: Rect, on surface: any Surface) {
    let width = min(self.width, max(4, rect.width - 2))
    let inner = max(1, width - 4)
    let wanted = (child.preferredHeight(width: inner) ?? maxHeight) + 2
    let height = min(wanted, maxHeight, max(3, rect.height - 2))
    let box = rect.centered(width: width, height: height)
    Frame.draw(box, title: title, on: surface)
    guard box.width > 4, box.height > 2 else { return }
    child.draw(
      in: Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2),
      on: surface)
  }
}
