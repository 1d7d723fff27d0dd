import Reactive

/// What the Stages of the screens that show what GitHub holds (comments, history, forks,
/// linked files, a look-up) have in common, as their Directors see it: the user's intents,
/// a title, the content status, the message line, and questions whose answers come back as
/// intents. Each screen's protocol adds what it shows.
public protocol MessagingStage<Intent>: AnyObject {
  /// What the user can ask for.
  associatedtype Intent: Equatable & Sendable

  /// What the user asks for.
  var intents: Observable<Intent> { get }
  /// Shows the title.
  func showTitle(_ title: String)
  /// Shows loading, content, an empty state or a failure.
  func setContentStatus(_ status: ContentStatus)
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Tells the user what happened, or what is happening (empty: nothing).
  func showNotice(_ notice: String)
  /// Asks a question with a few answers; the chosen one's intent comes back.
  func choose(_ choice: Choice<Intent>)
}

/// A messaging Stage whose list shows times.
public protocol TimedListStage<Intent>: MessagingStage {
  /// Relative times ("3 days ago") or dates.
  func useRelativeTimes(_ relative: Bool)
}
