/// The footer hint line: `Enter open  / filter  q back  ? help`, from the same key table as
/// help. Hints are in order of importance; when the line is too narrow the least important
/// go first, and the last `pinnedLast` (the leave key and `? help`) always stay.
public final class HintBar: Widget {
  /// Key labels and what they do.
  public var hints: [(keys: String, action: String)]
  /// How many of the last hints are always shown.
  public var pinnedLast: Int

  /// A hint line whose last `pinnedLast` hints are never dropped.
  public init(_ hints: [(keys: String, action: String)] = [], pinnedLast: Int = 0) {
    self.hints = hints
    self.pinnedLast = pinnedLast
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  private static func width(of hint: (keys: String, action: String)) -> Int {
    DisplayWidth.of(hint.keys) + DisplayWidth.of(hint.action) + 3
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    let pinnedCount = min(pinnedLast, hints.count)
    let pinned = hints.suffix(pinnedCount)
    let pinnedWidth = pinned.reduce(0) { $0 + Self.width(of: $1) }
    var x = rect.x + 1
    func put(_ hint: (keys: String, action: String)) {
      x += surface.put(hint.keys, x: x, y: rect.y, style: .accent, maxWidth: rect.maxX - x)
      x += surface.put(" \(hint.action)", x: x, y: rect.y, style: .dim, maxWidth: rect.maxX - x)
      x += 2
    }
    for hint in hints.dropLast(pinnedCount) {
      guard x + Self.width(of: hint) + pinnedWidth <= rect.x + rect.width else { break }
      put(hint)
    }
    for hint in pinned { put(hint) }
  }
}
