import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The command palette drawn with the terminal toolkit, over the screen: a query line
/// (typing goes there), a status line and the matching actions with their keys; the arrows
/// move, Enter runs, Esc closes.
public final class CursesPaletteStage: PaletteStage, KeyedStage {
  public typealias Intent = PaletteIntent
  private let intentSubject = PublishSubject<PaletteIntent>()
  private let field = TextField(placeholder: "type an action, or a URL, gist id or user")
  private let statusLabel = Label("", style: .dim)
  private var entries: [PaletteEntry] = []
  private var title = "Commands"
  private lazy var list = ListView(
    columns: [.flexible, .fixed(14)], count: { [unowned self] in entries.count }
  ) { [unowned self] in
    let entry = entries[$0]
    return [
      ListView.Cell(entry.description, style: entry.unavailable == nil ? .normal : .dim),
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

  public func showHeading(title: String, placeholder: String) {
    self.title = title
    field.placeholder = placeholder
  }

  /// The highlighted entry, by its id.
  public var highlighted: String? {
    entries.indices.contains(list.selection) ? entries[list.selection].id : nil
  }

  public func send(_ intent: PaletteIntent) { intentSubject.onNext(intent) }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  /// A click on an entry runs it; every other key edits the query (it takes every key while
  /// open).
  public func handleUnbound(_ key: Key) -> Bool {
    _ = QueryListKeys.handle(
      key, list: list, field: field,
      choose: { [self] in highlighted.map { send(.choose($0)) } },
      edited: { [self] in send(.query($0)) })
    return true
  }

  /// The box to draw over the screen.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    Panel(
      title: title,
      child: VStack([
        HStack([(Label(": ", style: .bold), 2), (field, nil)]), statusLabel, list,
        HintBar(help, pinnedLast: 0),
      ]), width: 72, maxHeight: 22)
  }
}
