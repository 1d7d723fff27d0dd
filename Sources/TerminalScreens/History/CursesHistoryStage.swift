import FoundationEssentials
import Keys
import Model
import Reactive
import ScreenLogic
import TerminalUI

/// The history drawn with the terminal toolkit: one row a revision (version, author, when,
/// additions and deletions).
public final class CursesHistoryStage: HistoryStage, KeyedStage {

  public typealias Intent = HistoryIntent

  private let intentSubject = PublishSubject<HistoryIntent>()
  private let titleLabel = Label("", style: .bold)
  private var commits: [GistCommit] = []
  /// The versions: author (at most a login's 39 characters, so a wide screen keeps the
  /// date beside it), date, lines added and removed.
  private lazy var list: ListView = {
    let list = ListView(
      columns: [.fixed(9), .flexible, .fixed(18), .fixed(8), .fixed(8)],
      count: { [unowned self] in commits.count }
    ) { [unowned self] in
      let commit = commits[$0]
      return [
        ListView.Cell(String(commit.version.prefix(7)), style: .accent),
        ListView.Cell(commit.user?.login ?? "unknown"),
        ListView.Cell(
          commit.committedAt.map {
            RelativeTime.describe($0, relative: relativeTimes, now: now())
          } ?? "", style: .dim),
        ListView.Cell("+\(commit.additions)", style: .success),
        ListView.Cell("-\(commit.deletions)", style: .error),
      ]
    }
    list.maximumFlexible = 39
    return list
  }()
  private var status: ContentStatus = .loading("")
  private var message = StageMessage()
  private let prompt = StagePrompt()
  private var relativeTimes = true
  private let now: () -> Date

  /// A history Stage.
  public init(now: @escaping () -> Date = Date.init) {
    self.now = now
  }

  public var intents: Observable<HistoryIntent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }

  public func showCommits(_ commits: [GistCommit]) {
    self.commits = commits
    list.reload()
  }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }
  public func useRelativeTimes(_ relative: Bool) { relativeTimes = relative }

  public func choose(_ choice: Choice<HistoryIntent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }

  /// The revision under the highlight.
  public var highlighted: String? {
    commits.indices.contains(list.selection) ? commits[list.selection].version : nil
  }

  /// An open question takes every key.
  public func intercept(_ key: Key) -> Bool { prompt.handle(key) }

  /// A click on a revision shows what it changed.
  public func handleUnbound(_ key: Key) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if list.handleMouse(event) == .activated, let version = highlighted {
      send(.changes(version))
    }
    return true
  }

  public func prepareForKey() { message.clear() }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  public func send(_ intent: HistoryIntent) { intentSubject.onNext(intent) }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    StageLayout.column(
      [titleLabel, StatusView.body(status, content: list)], message: message, help: help,
      dialog: prompt.dialog())
  }
}
