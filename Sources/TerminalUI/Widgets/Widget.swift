/// Something that draws into a rectangle it is given.
public protocol Widget: AnyObject {
  /// The rows it wants at `width`; nil when it takes whatever is left (flexible).
  func preferredHeight(width: Int) -> Int?
  /// Draws into `rect`, and nowhere else.
  func draw(in rect: Rect, on surface: any Surface)
}

extension Widget {
  public func preferredHeight(width: Int) -> Int? { nil }
}
