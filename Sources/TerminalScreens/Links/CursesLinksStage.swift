import GistWork
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The linked files drawn with the terminal toolkit: one row a file (where it is here, its
/// gist and file, where it stands), and the questions its Director asks.
public final class CursesLinksStage: LinksStage, KeyedStage {
  public typealias Intent = LinksIntent
  public typealias Item = LinkedFile

  private let intentSubject = PublishSubject<LinksIntent>()
  private let prompt = StagePrompt()
  private let titleLabel = Label("", style: .bold)
  private var rows: [LinkRow] = []
  private var status: ContentStatus = .loading("")
  private var message = StageMessage()
  private lazy var list = ListView(
    columns: [.flexible, .fixed(12), .fixed(16), .fixed(26)],
    count: { [unowned self] in rows.count }
  ) { [unowned self] in
    let row = rows[$0]
    return [
      ListView.Cell(row.local), ListView.Cell(row.gist, style: .dim),
      ListView.Cell(row.name, style: .accent),
      ListView.Cell(row.status, style: Self.style(of: row.tone)),
    ]
  }

  /// A links Stage.
  public init() {}

  private static func style(of tone: LinkRow.Tone) -> Style {
    switch tone {
    case .calm: .dim
    case .changed: .bold
    case .trouble: .error
    }
  }

  public var intents: Observable<LinksIntent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }
  public func showRows(_ rows: [LinkRow]) {
    let kept = highlighted
    self.rows = rows
    list.reload()
    if let kept, let index = rows.firstIndex(where: { $0.file == kept }) { list.select(index) }
  }
  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }

  public func confirm(title: String, message: [String], action: String, yes: LinksIntent) {
    prompt.confirm(title: title, message: message, action: action) { [intentSubject] in
      intentSubject.onNext(yes)
    }
  }

  public func choose(_ choice: Choice<LinksIntent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }

  /// The file under the highlight.
  public var highlighted: LinkedFile? {
    rows.indices.contains(list.selection) ? rows[list.selection].file : nil
  }

  /// An open question takes every key.
  public func intercept(_ key: Key) -> Bool { prompt.handle(key) }

  /// A click on a file shows its diff.
  public func handleUnbound(_ key: Key) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if list.handleMouse(event) == .activated, let file = highlighted {
      intentSubject.onNext(.diff(file))
    }
    return true
  }

  public func prepareForKey() { message.clear() }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  public func send(_ intent: LinksIntent) { intentSubject.onNext(intent) }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    StageLayout.column(
      [titleLabel, StatusView.body(status, content: list)], message: message, help: help,
      dialog: prompt.dialog())
  }
}
