import FoundationEssentials
import GistValues
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The history drawn with the terminal toolkit: one row a revision (version, author, when,
/// additions and deletions).
public final class CursesHistoryStage: CursesListStage<HistoryIntent, GistCommit, String>,
  HistoryStage, KeyedStage
{
  /// A history Stage. The author is at most a login's 39 characters, so a wide screen keeps
  /// the date beside it.
  public init(now: @escaping () -> Date = Date.init) {
    super.init(
      now: now, columns: [.fixed(9), .flexible, .fixed(18), .fixed(8), .fixed(8)],
      maximumFlexible: 39,
      cells: { stage, commit in
        [
          ListView.Cell(String(commit.version.prefix(7)), style: .accent),
          ListView.Cell(commit.user?.login ?? "unknown"),
          ListView.Cell(stage.when(commit.committedAt), style: .dim),
          ListView.Cell("+\(commit.additions)", style: .success),
          ListView.Cell("-\(commit.deletions)", style: .error),
        ]
      }, item: \.version, clicked: HistoryIntent.changes)
  }

  public func showCommits(_ commits: [GistCommit]) { show(commits) }
}
