/// What the screen shows below its minimum size instead of a garbled layout.
final class TooSmallView: Widget {
  let minimum: (columns: Int, rows: Int)

  init(minimum: (columns: Int, rows: Int)) {
    self.minimum = minimum
  }

  func draw(in rect: Rect, on surface: any Surface) {
    // Keys other than q and Ctrl-C wait for the terminal to be large enough again, so the
    // way out is said too.
    let lines = [
      "Terminal too small (\(rect.width)x\(rect.height))",
      "dehub needs \(minimum.columns)x\(minimum.rows)",
      "q or Ctrl-C quits",
    ]
    let top = rect.y + max(0, rect.height / 2 - 1)
    for (index, line) in lines.enumerated() where top + index < rect.y + rect.height {
      let text = DisplayWidth.clip(line, to: rect.width)
      let x = rect.x + max(0, (rect.width - DisplayWidth.of(text)) / 2)
      surface.put(text, x: x, y: top + index, style: index == 0 ? .error : .dim)
    }
  }
}
