import AppLogic
import Reactive
import TerminalUI

/// The picker drawn with the terminal toolkit: a query line (typing goes there), a status
/// line, and the matching rows; the arrows move, Enter chooses, Esc leaves.
public final class CursesPickerStage: PickerStage, KeyedStage {
  /// What a key of the picker does (every other key edits the query).
  public typealias Command = QueryListKeys.Command

  /// The keys of the picker, in help order.
  public static let table: [KeyBinding<Command>] = [
    KeyBinding([.enter], "Enter", "choose", .choose, hinted: true),
    KeyBinding([.escape, .ctrl("c"), .ctrl("g")], "Esc", "leave", .cancel, hinted: true),
    KeyBinding([.down, .ctrl("n")], "↓ Ctrl-N", "next", .move(1), hinted: true),
    KeyBinding([.up, .ctrl("p")], "↑ Ctrl-P", "previous", .move(-1), hinted: true),
    KeyBinding([.pageDown], "PgDn", "next page", .page(1)),
    KeyBinding([.pageUp], "PgUp", "previous page", .page(-1)),
  ]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let intentSubject = PublishSubject<PickerIntent>()
  private let field = TextField(placeholder: "type to filter")
  private let statusLabel = Label("", style: .dim)
  private var rows: [PickerRow] = []
  private var status: ContentStatus = .loading
  private lazy var list = ListView(
    columns: [.flexible, .fixed(24)], count: { [unowned self] in rows.count }
  ) { [unowned self] in
    [ListView.Cell(rows[$0].title), ListView.Cell(rows[$0].detail, style: .dim)]
  }

  /// A picker Stage.
  public init() {}

  public var intents: Observable<PickerIntent> { intentSubject.asObservable() }

  public func showQuery(_ text: String) { field.text = text }

  public func showRows(_ rows: [PickerRow], selected: PickerChoice?) {
    self.rows = rows
    list.select(rows.firstIndex { $0.choice == selected } ?? 0)
  }

  public func showStatus(_ status: String) { statusLabel.text = status }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }

  /// Handles a key: the table's, else an edit of the query.
  public func handle(_ key: Key) -> Bool {
    QueryListKeys.handle(
      key, table: Self.table, list: list, field: field, choose: choose,
      cancel: { intentSubject.onNext(.cancel) }, edited: { intentSubject.onNext(.query($0)) })
  }

  private func choose() {
    guard rows.indices.contains(list.selection) else { return }
    intentSubject.onNext(.choose(rows[list.selection].choice))
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    let body: any Widget =
      switch status {
      case .hasContent: list
      case .loading: EmptyStateView(picture: [], title: "Loading your gists…", subtitle: "")
      case .isEmpty(let empty):
        EmptyStateView(picture: empty.picture, title: empty.title, subtitle: empty.subtitle)
      case .failed(let reason):
        EmptyStateView(
          picture: ["  /!\\  "], title: "Your gists could not be loaded",
          subtitle: "\(reason) Esc leaves.")
      }
    return VStack([
      HStack([(Label("› ", style: .bold), 2), (field, nil)]), statusLabel, body,
      HintBar(help, pinnedLast: 1),
    ])
  }
}
