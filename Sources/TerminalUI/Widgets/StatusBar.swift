/// The status line: text on the left and on the right, over the full width. The right side
/// may give shorter forms (most detailed first): the first that fits beside the left text is
/// drawn, so a narrow screen keeps what matters on both sides.
public final class StatusBar: Widget {
  /// Left-hand text.
  public var left: String
  /// Right-hand text, in forms from the most detailed to the shortest.
  public var right: [String]

  /// A status bar.
  public init(left: String = "", right: String = "") {
    self.left = left
    self.right = [right]
  }

  /// A status bar whose right side has shorter forms.
  public init(left: String, right: [String]) {
    self.left = left
    self.right = right.isEmpty ? [""] : right
  }

  public func preferredHeight(width: Int) -> Int? { 1 }

  public func draw(in rect: Rect, on surface: any Surface) {
    surface.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .status)
    let leftText = TextSanitizer.sanitize(left)
    let forms = right.map { TextSanitizer.sanitize($0) }
    let room = rect.width - DisplayWidth.of(leftText) - 3
    let chosen = forms.first { DisplayWidth.of($0) <= room } ?? forms.last ?? ""
    let rightText = DisplayWidth.clip(chosen, to: max(0, rect.width - 2))
    let rightWidth = DisplayWidth.of(rightText)
    let leftSpace = max(0, rect.width - rightWidth - 3)
    surface.put(
      DisplayWidth.clip(leftText, to: leftSpace), x: rect.x + 1, y: rect.y, style: .status,
      maxWidth: leftSpace)
    surface.put(
      rightText, x: rect.x + rect.width - rightWidth - 1, y: rect.y, style: .status,
      maxWidth: rightWidth)
  }
}
