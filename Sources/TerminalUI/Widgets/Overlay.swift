/// A widget with another drawn over it (a dialog or help over a screen).
public final class Overlay: Widget {
  /// What is underneath.
  public var base: any Widget
  /// What is on top, when anything.
  public var top: (any Widget)?

  /// `top` over `base`.
  public init(base: any Widget, top: (any Widget)? = nil) {
    self.base = base
    self.top = top
  }

  public func preferredHeight(width: Int) -> Int? { base.preferredHeight(width: width) }

  public var parts: [any Widget] { [base] + (top.map { [$0] } ?? []) }

  public func draw(in rect: Rect, on surface: any Surface) {
    base.draw(in: rect, on: surface)
    top?.draw(in: rect, on: surface)
  }
}
