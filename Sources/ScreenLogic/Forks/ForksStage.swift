import Reactive

/// The forks Stage, as its Director sees it.
public protocol ForksStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<ForksIntent> { get }
  /// Shows the title.
  func showTitle(_ title: String)
  /// Shows the forks, newest first.
  func showForks(_ forks: [ForkRow])
  /// Shows loading, content, an empty state or a failure.
  func setContentStatus(_ status: ContentStatus)
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Relative times ("3 days ago") or dates.
  func useRelativeTimes(_ relative: Bool)
}
