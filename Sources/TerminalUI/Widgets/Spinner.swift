/// A one-line activity indicator with a label; the run loop's timer advances it.
public final class Spinner: Widget {
  static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// What is going on.
  public var label: String
  private(set) var frame = 0

  /// A spinner saying `label`.
  public init(_ label: String) {
    self.label = label
  }

  /// The next frame.
  public func advance() {
    frame = (frame + 1) % Self.frames.count
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    let width = surface.put(
      Self.frames[frame], x: rect.x, y: rect.y, style: .accent, maxWidth: rect.width)
    surface.put(
      " \(label)", x: rect.x + width, y: rect.y, style: .dim, maxWidth: rect.width - width)
  }
}
