import FoundationEssentials
import Keys
import Model
import Reactive
import ScreenLogic
import TerminalUI

/// The forks drawn with the terminal toolkit: one row a fork (who, what, when).
public final class CursesForksStage: CursesMessagingStage<ForksIntent>, ForksStage, KeyedStage {
  private var forks: [ForkRow] = []
  private lazy var list = ListView(
    columns: [.fixed(16), .flexible, .fixed(16)], count: { [unowned self] in forks.count }
  ) { [unowned self] in
    let fork = forks[$0]
    return [
      ListView.Cell(fork.owner, style: .accent), ListView.Cell(fork.title),
      ListView.Cell(when(fork.updatedAt), style: .dim),
    ]
  }

  /// A forks Stage.
  public override init(now: @escaping () -> Date = Date.init) {
    super.init(now: now)
  }

  public func showForks(_ forks: [ForkRow]) {
    self.forks = forks
    list.reload()
  }

  /// The fork under the highlight.
  public var highlighted: String? {
    forks.indices.contains(list.selection) ? forks[list.selection].id : nil
  }

  /// A click on a fork opens it.
  public func handleUnbound(_ key: Key) -> Bool {
    click(key, on: list, item: { highlighted }, intent: ForksIntent.open)
  }

  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    listScreen(list, help: help)
  }
}
