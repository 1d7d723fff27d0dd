import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The picker drawn with the terminal toolkit: a query line (typing goes there), a status
/// line, and the matching rows; the arrows move, Enter chooses, Esc leaves.
public final class CursesPickerStage: PickerStage, KeyedStage {
  public typealias Intent = PickerIntent
  private let intentSubject = PublishSubject<PickerIntent>()
  private let field = TextField(placeholder: "type to filter")
  private let statusLabel = Label("", style: .dim)
  private var rows: [PickerRow] = []
  private var status: ContentStatus = .loading("")
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

  /// The highlighted row's choice.
  public var highlighted: PickerChoice? {
    rows.indices.contains(list.selection) ? rows[list.selection].choice : nil
  }

  public func send(_ intent: PickerIntent) { intentSubject.onNext(intent) }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  /// A click on a row chooses it; every other key edits the query.
  public func handleUnbound(_ key: Key) -> Bool {
    QueryListKeys.handle(
      key, list: list, field: field,
      choose: { [self] in highlighted.map { send(.choose($0)) } },
      edited: { [self] in send(.query($0)) })
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    let body: any Widget =
      StatusView.body(status, content: list)
    return VStack([
      HStack([(Label("› ", style: .bold), 2), (field, nil)]), statusLabel, body,
      HintBar(help, pinnedLast: 1),
    ])
  }
}
