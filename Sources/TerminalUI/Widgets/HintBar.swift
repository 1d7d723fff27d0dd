/// The footer hint line: `Enter open  / filter  ? help`, from the same key table as help.
public final class HintBar: Widget {
  /// Key labels and what they do.
  public var hints: [(keys: String, action: String)]

  /// A hint line.
  public init(_ hints: [(keys: String, action: String)] = []) {
    self.hints = hints
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    var x = rect.x + 1
    for hint in hints {
      let needed = DisplayWidth.of(hint.keys) + DisplayWidth.of(hint.action) + 3
      guard x + needed <= rect.x + rect.width else { break }
      x += surface.put(hint.keys, x: x, y: rect.y, style: .accent, maxWidth: rect.width)
      x += surface.put(" \(hint.action)", x: x, y: rect.y, style: .dim, maxWidth: rect.width)
      x += 2
    }
  }
}
