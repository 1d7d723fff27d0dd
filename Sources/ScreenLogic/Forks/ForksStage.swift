import Reactive

/// The forks Stage, as its Director sees it.
public protocol ForksStage: TimedListStage<ForksIntent> {
  /// Shows the forks, newest first.
  func showForks(_ forks: [ForkRow])
}
