/// The diff Stage, as its Director sees it.
public protocol DiffStage: AnyObject {
  /// Shows the title.
  func showTitle(_ title: String)
  /// Shows the lines, each styled by its kind.
  func showLines(_ lines: [DiffLine])
}
