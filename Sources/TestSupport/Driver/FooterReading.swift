import TerminalUI

/// The hint line at the foot of the screen, as drawn: its keys and the actions they name.
public struct FooterReading: CustomStringConvertible {
  let driver: AppDriver

  /// The hints, as the hint bar holds them (before it drops what does not fit).
  public var hints: [(keys: String, action: String)] {
    driver.frame.all(HintBar.self).last?.hints ?? []
  }

  /// The actions the footer names ("open the gist", "back"), in order.
  public var actions: [String] { hints.map(\.action) }

  /// The key the footer gives for `action` (nil: the footer does not name it).
  public func key(for action: String) -> String? {
    hints.first { $0.action == action }?.keys
  }

  /// The bottom row as drawn (what fits of the hints).
  public var text: String { driver.screen.lines.last ?? "" }

  public var description: String { text }

  /// Whether the drawn row holds `part`.
  public func contains(_ part: String) -> Bool { text.contains(part) }

  /// Whether the drawn row starts with `prefix`.
  public func hasPrefix(_ prefix: String) -> Bool { text.hasPrefix(prefix) }
}
