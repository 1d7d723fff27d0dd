import FoundationEssentials
import Keys
import Model
import Reactive
import ScreenLogic
import TerminalUI

/// The forks drawn with the terminal toolkit: one row a fork (who, what, when).
public final class CursesForksStage: ForksStage, KeyedStage {

  public typealias Intent = ForksIntent

  private let intentSubject = PublishSubject<ForksIntent>()
  private let titleLabel = Label("", style: .bold)
  private var forks: [ForkRow] = []
  private var status: ContentStatus = .loading("")
  private var message = StageMessage()
  private var relativeTimes = true
  private let now: () -> Date
  private lazy var list = ListView(
    columns: [.fixed(16), .flexible, .fixed(16)], count: { [unowned self] in forks.count }
  ) { [unowned self] in
    let fork = forks[$0]
    return [
      ListView.Cell(fork.owner, style: .accent), ListView.Cell(fork.title),
      ListView.Cell(
        fork.updatedAt.map { RelativeTime.describe($0, relative: relativeTimes, now: now()) } ?? "",
        style: .dim),
    ]
  }

  /// A forks Stage.
  public init(now: @escaping () -> Date = Date.init) {
    self.now = now
  }

  public var intents: Observable<ForksIntent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }
  public func showForks(_ forks: [ForkRow]) {
    self.forks = forks
    list.reload()
  }
  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func useRelativeTimes(_ relative: Bool) { relativeTimes = relative }

  /// The fork under the highlight.
  public var highlighted: String? {
    forks.indices.contains(list.selection) ? forks[list.selection].id : nil
  }

  /// A click on a fork opens it.
  public func handleUnbound(_ key: Key) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if list.handleMouse(event) == .activated, let id = highlighted {
      intentSubject.onNext(.open(id))
    }
    return true
  }

  public func prepareForKey() { message.clear() }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  public func send(_ intent: ForksIntent) { intentSubject.onNext(intent) }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    StageLayout.column(
      [titleLabel, StatusView.body(status, content: list)], message: message, help: help)
  }
}
