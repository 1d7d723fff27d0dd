import Reactive

/// The gist detail Stage, as its Director sees it.
public protocol GistDetailStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<GistDetailIntent> { get }

  /// Shows the header.
  func showHeader(_ header: GistHeader)
  /// Shows the file names, one selected.
  func showFiles(_ names: [String], selected: Int)
  /// Shows the selected file's content.
  func showContent(_ content: FileContent)
  /// Shows loading, content or a failure (the detail is never "empty").
  func setContentStatus(_ status: ContentStatus)
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
}
