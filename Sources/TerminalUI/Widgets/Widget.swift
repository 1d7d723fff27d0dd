/// Something that draws into a rectangle it is given.
public protocol Widget: AnyObject {
  /// The rows it wants at `width`; nil when it takes whatever is left (flexible).
  func preferredHeight(width: Int) -> Int?
  /// Draws into `rect`, and nowhere else.
  func draw(in rect: Rect, on surface: any Surface)
  /// The widgets it holds and draws, in drawing order (what is drawn over comes last); none
  /// for a widget that holds no other.
  var parts: [any Widget] { get }
}

extension Widget {
  public func preferredHeight(width: Int) -> Int? { nil }
  public var parts: [any Widget] { [] }

  /// Every widget of type `kind` in this tree, in drawing order (the one drawn last, on
  /// top, last): what a test reads of a screen instead of its text.
  public func all<Kind: Widget>(_ kind: Kind.Type) -> [Kind] {
    var found: [Kind] = []
    var stack: [any Widget] = [self]
    while let widget = stack.popLast() {
      if let match = widget as? Kind { found.append(match) }
      stack.append(contentsOf: widget.parts.reversed())
    }
    return found
  }
}
