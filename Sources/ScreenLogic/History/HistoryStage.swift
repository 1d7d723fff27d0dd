import GistValues
import Reactive

/// The history Stage, as its Director sees it.
public protocol HistoryStage: TimedListStage<HistoryIntent> {
  /// Shows the revisions, newest first.
  func showCommits(_ commits: [GistCommit])
}
