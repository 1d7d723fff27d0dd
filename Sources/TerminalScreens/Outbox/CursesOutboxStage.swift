import FoundationEssentials
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The outbox drawn with the terminal toolkit: what each write does, where it stands, and
/// when it was queued.
public final class CursesOutboxStage: OutboxStage, KeyedStage {
  public typealias Intent = OutboxIntent

  private let intentSubject = PublishSubject<OutboxIntent>()
  private let prompt = StagePrompt()
  private let titleLabel = Label("", style: .bold)
  private var rows: [OutboxRow] = []
  private var message = StageMessage()
  private let now: () -> Date
  private lazy var list = ListView(
    columns: [.flexible, .flexible, .fixed(22)], count: { [unowned self] in rows.count }
  ) { [unowned self] in
    let row = rows[$0]
    return [
      ListView.Cell(row.summary),
      ListView.Cell(row.state, style: row.needsYou ? .error : .dim),
      ListView.Cell(row.queuedLabel(now: now()), style: .dim),
    ]
  }

  /// An outbox Stage.
  public init(now: @escaping () -> Date = Date.init) {
    self.now = now
  }

  public var intents: Observable<OutboxIntent> { intentSubject.asObservable() }

  public func showWrites(_ rows: [OutboxRow], title: String) {
    self.rows = rows
    titleLabel.text = title
    list.reload()
  }

  public func confirmDrop(id: String, title: String, detail: [String], action: String) {
    prompt.confirm(title: title, message: detail, action: action) {
      [intentSubject] in intentSubject.onNext(.confirmDrop(id))
    }
  }

  /// The write under the highlight.
  public var highlighted: String? {
    rows.indices.contains(list.selection) ? rows[list.selection].id : nil
  }

  /// The rows shown (for readers).
  public var shownRows: [OutboxRow] { rows }

  public func showNotice(_ notice: String) { message.notice(notice) }

  /// An open question takes every key.
  public func intercept(_ key: Key) -> Bool { prompt.handle(key) }

  /// The open question's keys, for the footer.
  public var focusHints: [(keys: String, action: String)]? { prompt.hints }

  public func prepareForKey() { message.clear() }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  public func send(_ intent: OutboxIntent) { intentSubject.onNext(intent) }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    StageLayout.column([titleLabel, list], message: message, help: help, dialog: prompt.dialog())
  }
}
