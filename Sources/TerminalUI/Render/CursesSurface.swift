import CNCurses

/// A `Surface` over a curses window.
public final class CursesSurface: Surface {
  let window: UnsafeMutablePointer<WINDOW>
  var theme: Theme
  private(set) var cursor: (x: Int, y: Int)?
  private var wide: [wchar_t] = []

  init(window: UnsafeMutablePointer<WINDOW>, theme: Theme) {
    self.window = window
    self.theme = theme
  }

  public var width: Int { Int(getmaxx(window)) }
  public var height: Int { Int(getmaxy(window)) }

  @discardableResult
  public func put(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int) -> Int {
    guard y >= 0, y < height, x >= 0, x < width else { return 0 }
    let limit = min(maxWidth, width - x)
    guard limit > 0 else { return 0 }
    let safe = TextSanitizer.sanitize(text)
    let clipped = DisplayWidth.clip(safe, to: limit, ellipsis: false)
    wide.removeAll(keepingCapacity: true)
    for scalar in clipped.unicodeScalars {
      if let shown = DisplayWidth.displayed(scalar) {
        wide.append(wchar_t(bitPattern: shown.value))
      }
    }
    let (attributes, pair) = theme.attributes(for: style)
    dehub_wattr_set(window, attributes, pair)
    wide.withUnsafeBufferPointer { buffer in
      _ = dehub_put(window, Int32(y), Int32(x), buffer.baseAddress, Int32(buffer.count))
    }
    dehub_wattr_set(window, dehub_a_normal(), 0)
    return DisplayWidth.of(clipped)
  }

  public func fill(_ rect: Rect, style: Style) {
    let row = String(repeating: " ", count: max(0, rect.width))
    for y in rect.y..<rect.maxY {
      put(row, x: rect.x, y: y, style: style, maxWidth: rect.width)
    }
  }

  public func showCursor(x: Int, y: Int) {
    cursor = (x, y)
  }

  func resetCursor() {
    cursor = nil
  }
}
