import Basics
import FoundationEssentials

/// What a list shows when it has nothing: a small text picture, a title and a subtitle
/// saying what to do, centred; a subtitle wider than the screen wraps at spaces, so a
/// reason is never cut.
public final class EmptyStateView: Widget {
  /// The picture, one string per row.
  public var picture: [String]
  /// The title.
  public var title: String
  /// The subtitle.
  public var subtitle: String

  /// An empty state.
  public init(picture: [String], title: String, subtitle: String) {
    self.picture = picture
    self.title = title
    self.subtitle = subtitle
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    let wrapped = TextView.wrap(TextSanitizer.sanitize(subtitle), width: max(1, rect.width - 2))
      .map { ($0.1.trimmingSpaces(), Style.dim) }
    let lines: [(String, Style)] =
      picture.map { ($0, Style.dim) } + [("", .normal), (title, .bold)] + wrapped
    let top = rect.y + max(0, (rect.height - lines.count) / 2)
    for (index, (text, style)) in lines.enumerated() where top + index < rect.maxY {
      let clipped = DisplayWidth.clip(text, to: rect.width)
      let x = rect.x + max(0, (rect.width - DisplayWidth.of(clipped)) / 2)
      surface.put(clipped, x: x, y: top + index, style: style, maxWidth: rect.width)
    }
  }
}
