import FoundationEssentials
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The forks drawn with the terminal toolkit: one row a fork (who, what, when).
public final class CursesForksStage: CursesListStage<ForksIntent, ForkRow, String>, ForksStage,
  KeyedStage
{
  /// A forks Stage.
  public init(now: @escaping () -> Date = Date.init) {
    super.init(
      now: now, columns: [.fixed(16), .flexible, .fixed(16)],
      cells: { stage, fork in
        [
          ListView.Cell(fork.owner, style: .accent), ListView.Cell(fork.title),
          ListView.Cell(stage.when(fork.updatedAt), style: .dim),
        ]
      }, item: \.id, clicked: ForksIntent.open)
  }

  public func showForks(_ forks: [ForkRow]) { show(forks) }
}
