import Reactive

/// The links Stage, as its Director sees it.
public protocol LinksStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<LinksIntent> { get }
  /// Shows the title.
  func showTitle(_ title: String)
  /// Shows the linked files, by link path then name.
  func showRows(_ rows: [LinkRow])
  /// Shows loading, content, the empty state or a failure.
  func setContentStatus(_ status: ContentStatus)
  /// Tells the user something they asked for failed.
  func showMessage(_ message: String)
  /// Tells the user what happened.
  func showNotice(_ notice: String)
  /// Asks `title` with `message` below it; `action` names the yes button, and yes comes
  /// back as `yes`.
  func confirm(title: String, message: [String], action: String, yes: LinksIntent)
  /// Offers a choice (a conflict's); the chosen option's answer comes back as an intent.
  func choose(_ choice: Choice<LinksIntent>)
}
