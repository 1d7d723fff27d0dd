import Reactive

/// The look-up Stage, as its Director sees it.
public protocol LookupStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<LookupIntent> { get }
  /// Shows the title.
  func showTitle(_ title: String)
  /// Shows that the server is being asked, or why it could not tell.
  func setContentStatus(_ status: ContentStatus)
}
