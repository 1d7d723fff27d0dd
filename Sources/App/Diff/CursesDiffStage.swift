import AppLogic
import Reactive
import TerminalUI

/// A diff drawn with the terminal toolkit: the lines in a text view, added lines green,
/// removed red, hunks and file names marked.
public final class CursesDiffStage: DiffStage, KeyedStage {
  /// What a key of the diff does.
  public enum Command: Sendable {
    case scroll(Int), page(Int), top, bottom, sideways(Int)
  }

  /// The keys of the diff, in help order.
  public static let table: [KeyBinding<Command>] = [
    KeyBinding([.down, .character("j")], "↓ j", "scroll down", .scroll(1), hinted: true),
    KeyBinding([.up, .character("k")], "↑ k", "scroll up", .scroll(-1)),
    KeyBinding(
      [.pageDown, .ctrl("f"), .character(" ")], "PgDn Ctrl-F Space", "page down", .page(1),
      hinted: true),
    KeyBinding([.pageUp, .ctrl("b")], "PgUp Ctrl-B", "page up", .page(-1)),
    KeyBinding([.character("g"), .home], "g Home", "top", .top),
    KeyBinding([.character("G"), .end], "G End", "bottom", .bottom),
    KeyBinding([.left], "←", "scroll left", .sideways(-8)),
    KeyBinding([.right], "→", "scroll right", .sideways(8)),
  ]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let heading = Label("", style: .bold)
  private let text = TextView()

  /// A diff Stage.
  public init() {
    text.showsLineNumbers = false
  }

  public func showTitle(_ title: String) { heading.text = title }

  public func showLines(_ lines: [DiffLine]) {
    text.setText(lines.map(\.text).joined(separator: "\n"))
    let kinds = lines.map(\.kind)
    text.styler = { index, line in
      guard kinds.indices.contains(index) else { return [] }
      let style: Style? =
        switch kinds[index] {
        case .added: .success
        case .removed: .error
        case .hunk: .accent
        case .file: .heading
        case .note: .dim
        case .context: nil
        }
      return style.map { [TextView.Run(start: 0, length: line.count, style: $0)] } ?? []
    }
  }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    if case .mouse(let event) = key {
      if event.kind == .wheelDown { text.scroll(by: 3) }
      if event.kind == .wheelUp { text.scroll(by: -3) }
      return true
    }
    guard let binding = bindings.binding(for: key) else { return false }
    switch binding.command {
    case .scroll(let rows): text.scroll(by: rows)
    case .page(let direction): text.page(direction)
    case .top: text.jump(toEnd: false)
    case .bottom: text.jump(toEnd: true)
    case .sideways(let columns): text.scrollHorizontally(by: columns)
    }
    return true
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    VStack([heading, text, HintBar(help, pinnedLast: 2)])
  }
}
