import FoundationEssentials
import Keys
import Model
import Reactive
import ScreenLogic
import TerminalUI

/// The history drawn with the terminal toolkit: one row a revision (version, author, when,
/// additions and deletions).
public final class CursesHistoryStage: CursesMessagingStage<HistoryIntent>, HistoryStage, KeyedStage
{

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
          when(commit.committedAt), style: .dim),
        ListView.Cell("+\(commit.additions)", style: .success),
        ListView.Cell("-\(commit.deletions)", style: .error),
      ]
    }
    list.maximumFlexible = 39
    return list
  }()

  /// A history Stage.
  public override init(now: @escaping () -> Date = Date.init) {
    super.init(now: now)
  }

  public func showCommits(_ commits: [GistCommit]) {
    self.commits = commits
    list.reload()
  }

  /// The revision under the highlight.
  public var highlighted: String? {
    commits.indices.contains(list.selection) ? commits[list.selection].version : nil
  }

  /// A click on a revision shows what it changed.
  public func handleUnbound(_ key: Key) -> Bool {
    click(key, on: list, item: { highlighted }, intent: HistoryIntent.changes)
  }

  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    listScreen(list, help: help)
  }
}
