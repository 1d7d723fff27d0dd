import AppLogic
import FoundationEssentials
import Model
import Reactive
import TerminalUI

/// The forks drawn with the terminal toolkit: one row a fork (who, what, when).
public final class CursesForksStage: ForksStage, KeyedStage {
  /// What a key of the forks screen does.
  public enum Command: Sendable {
    case move(ListMove), open, refresh
  }

  /// The keys of the forks screen, in help order.
  public static let table: [KeyBinding<Command>] =
    [KeyBinding([.enter], "Enter", "open the fork", .open, hinted: true)]
    + KeyBinding.navigation(
      item: "fork", first: "newest", last: "oldest"
    ) { .move($0) }
    + [KeyBinding([.character("r")], "r", "reload", .refresh)]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let intentSubject = PublishSubject<ForksIntent>()
  private let titleLabel = Label("", style: .bold)
  private var forks: [ForkRow] = []
  private var status: ContentStatus = .loading
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

  private var highlighted: String? {
    forks.indices.contains(list.selection) ? forks[list.selection].id : nil
  }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    if case .mouse(let event) = key {
      if list.handleMouse(event) == .activated, let id = highlighted {
        intentSubject.onNext(.open(id))
      }
      return true
    }
    guard let binding = bindings.binding(for: key) else { return false }
    message.clear()
    switch binding.command {
    case .move(let move): list.perform(move, count: forks.count)
    case .open: highlighted.map { intentSubject.onNext(.open($0)) }
    case .refresh: intentSubject.onNext(.refresh)
    }
    return true
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [
      titleLabel,
      StatusView.body(
        status, content: list, loading: "Loading the forks…",
        failure: "The forks could not be loaded"),
    ]
    if let line = message.label { children.append(line) }
    children.append(HintBar(help, pinnedLast: 2))
    return VStack(children)
  }
}
