import TerminalUI

/// A diff to read: the lines in a text view, added lines green, removed red, hunks and
/// file names marked. It only shows what it is given, so it needs no Director.
public final class DiffScene: Scene {
  /// What a key of the diff does.
  enum Command: Sendable {
    case scroll(Int), page(Int), top, bottom, sideways(Int)
  }

  static let bindings: [KeyBinding<Command>] = [
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

  private let heading: Label
  private let text = TextView()

  /// A diff screen titled `title`.
  public init(title: String, lines: [DiffLine]) {
    heading = Label(title, style: .bold)
    text.showsLineNumbers = false
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

  /// The keys its help lists.
  public static var helpKeys: [Key] { bindings.flatMap(\.keys) }

  public var title: String { "Diff" }

  public var helpEntries: [(keys: String, action: String)] {
    Self.bindings.helpEntries() + AppShell.helpEntries(atRoot: false)
  }

  public func content() -> any Widget {
    VStack([heading, text, HintBar(Self.bindings.hints() + [("q", "back"), ("?", "help")])])
  }

  public func handle(_ key: Key) -> Bool {
    if case .mouse(let event) = key {
      if event.kind == .wheelDown { text.scroll(by: 3) }
      if event.kind == .wheelUp { text.scroll(by: -3) }
      return true
    }
    guard let binding = Self.bindings.binding(for: key) else { return false }
    switch binding.command {
    case .scroll(let rows): text.scroll(by: rows)
    case .page(let direction): text.page(direction)
    case .top: text.jump(toEnd: false)
    case .bottom: text.jump(toEnd: true)
    case .sideways(let columns): text.scrollHorizontally(by: columns)
    }
    return true
  }

  public func appear() {}
  public func disappear() {}
}
