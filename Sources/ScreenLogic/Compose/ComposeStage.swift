import Reactive

/// The compose Stage, as its Director sees it.
public protocol ComposeStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<ComposeIntent> { get }

  /// Shows the title ("New gist", "Editing …").
  func showTitle(_ title: String)
  /// Shows the description line ("Description: …"), the files, the visibility (in words:
  /// "secret (p makes it public)") and what shows while there are no files.
  func showDraft(
    description: String, files: [ComposeFileRow], visibility: String, noFiles: EmptyState)
  /// Shows what GitHub would refuse, in words (empty: nothing).
  func showProblems(_ problems: [String])
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Tells the user what happened.
  func showNotice(_ notice: String)
  /// Asks for a line of text; the answer comes back as `.answered`.
  func ask(_ question: ComposeQuestion, initial: String)
  /// Asks whether to remove the file `name`; yes comes back as `.confirmRemove`.
  func confirmRemove(name: String)
  /// Asks the user to choose; the chosen option's answer comes back as an intent.
  func choose(_ choice: Choice<ComposeIntent>)
}

extension ComposeStage {
  /// Asks `choice`, the message line cleared (what it said is over).
  func chooseAfresh(_ choice: Choice<ComposeIntent>) {
    showNotice("")
    choose(choice)
  }
}
