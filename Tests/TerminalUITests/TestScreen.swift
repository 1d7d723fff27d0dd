import Foundation
import TerminalUI

/// A real ncurses screen writing to a temporary file, at a pinned size, for tests that read
/// the cells back and count the bytes written.
final class TestScreen {
  let screen: Screen
  let file: URL
  private let output: Int32
  private let input: Int32

  init(
    columns: Int = 100, rows: Int = 30, term: String = "xterm-256color",
    environment: [String: String] = [:]
  )
    throws
  {
    file = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-screen-\(UUID())")
    output = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    input = open("/dev/null", O_RDONLY)
    screen = try Screen(input: input, output: output, term: term, environment: environment)
    screen.resize(columns: columns, rows: rows)
  }

  deinit {
    screen.end()
    close(output)
    close(input)
    try? FileManager.default.removeItem(at: file)
  }

  /// Bytes written to the terminal so far.
  var bytesWritten: Int {
    (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
  }

  /// Renders `widget` and returns the rows.
  @discardableResult
  func render(_ widget: any Widget) -> [String] {
    screen.render(widget)
    return screen.snapshot()
  }
}

/// Draws a fixed closure, for ad-hoc layouts.
final class Canvas: Widget {
  let body: (Rect, any Surface) -> Void
  init(_ body: @escaping (Rect, any Surface) -> Void) { self.body = body }
  func draw(in rect: Rect, on surface: any Surface) { body(rect, surface) }
}
