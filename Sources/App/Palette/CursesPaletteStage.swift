import AppLogic
import Reactive
import TerminalUI

/// The command palette drawn with the terminal toolkit, over the screen: a query line
/// (typing goes there), a status line and the matching actions with their keys; the arrows
/// move, Enter runs, Esc closes.
public final class CursesPaletteStage: PaletteStage, KeyedStage {
  /// What a key of the palette does (every other key edits the query).
  public typealias Command = QueryListKeys.Command

  /// The keys of the palette, in help order.
  public static let table: [KeyBinding<Command>] = [
    KeyBinding([.enter], "Enter", "run", .choose, hinted: true),
    KeyBinding([.escape, .ctrl("g")], "Esc", "close", .cancel, hinted: true),
    KeyBinding([.down, .ctrl("n")], "↓ Ctrl-N", "next", .move(1)),
    KeyBinding([.up, .ctrl("p")], "↑ Ctrl-P", "previous", .move(-1)),
    KeyBinding([.pageDown], "PgDn", "next page", .page(1)),
    KeyBinding([.pageUp], "PgUp", "previous page", .page(-1)),
  ]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let intentSubject = PublishSubject<PaletteIntent>()
  private let field = TextField(placeholder: "type an action, or a URL, gist id or user")
  private let statusLabel = Label("", style: .dim)
  private var entries: [PaletteEntry] = []
  private lazy var list = ListView(
    columns: [.flexible, .fixed(14)], count: { [unowned self] in entries.count }
  ) { [unowned self] in
    let entry = entries[$0]
    return [
      ListView.Cell(
        entry.unavailable.map { "\(entry.action) (\($0))" } ?? entry.action,
        style: entry.unavailable == nil ? .normal : .dim),
      ListView.Cell(entry.keys, style: .accent),
    ]
  }

  /// A palette Stage.
  public init() {}

  public var intents: Observable<PaletteIntent> { intentSubject.asObservable() }

  public func showEntries(_ entries: [PaletteEntry], selected: String?) {
    self.entries = entries
    list.reload()
    list.select(entries.firstIndex { $0.id == selected } ?? 0)
  }

  public func showStatus(_ status: String) { statusLabel.text = status }

  /// Handles a key: the table's, else an edit of the query. It takes every key while open.
  public func handle(_ key: Key) -> Bool {
    _ = QueryListKeys.handle(
      key, table: Self.table, list: list, field: field, choose: choose,
      cancel: { intentSubject.onNext(.cancel) }, edited: { intentSubject.onNext(.query($0)) })
    return true
  }

  private func choose() {
    guard entries.indices.contains(list.selection) else { return }
    intentSubject.onNext(.choose(entries[list.selection].id))
  }

  /// The box to draw over the screen.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    Panel(
      title: "Commands",
      child: VStack([
        HStack([(Label(": ", style: .bold), 2), (field, nil)]), statusLabel, list,
        HintBar(help, pinnedLast: 0),
      ]), width: 72, maxHeight: 22)
  }
}
