import Reactive

/// The gist detail Stage, as its Director sees it.
public protocol GistDetailStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<GistDetailIntent> { get }

  /// Shows the header.
  func showHeader(_ header: GistHeader)
  /// Shows the files' tabs (each a name and longer titles for a roomy strip), one
  /// selected.
  func showFiles(_ tabs: [FileTab], selected: Int)
  /// Shows the selected file's content.
  func showContent(_ content: FileContent)
  /// Marks what a search looked for in the shown file and scrolls to the current match
  /// (nil: no marks).
  func showMatches(_ matches: FileMatches?)
  /// Shows loading, content or a failure (the detail is never "empty").
  func setContentStatus(_ status: ContentStatus)
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Tells the user something they asked for was done.
  func showNotice(_ notice: String)
  /// Asks whether to delete the gist: `message` says what it is and what goes with it; yes
  /// comes back as `.confirmDelete`.
  func confirmDelete(message: [String])
  /// Asks a question with a few answers; the chosen one's intent comes back.
  func choose(_ choice: Choice<GistDetailIntent>)
  /// Asks for the folder to clone into; the answer comes back as `.cloneInto`.
  func askForDirectory(suggested: String)
  /// Asks for the name to save the shown file as; the answer comes back as `.saveFileAs`.
  func askForFileName(suggested: String)
  /// Asks what to find in the gist's files; the answer comes back as `.findText`.
  func askForFind(initial: String)
  /// Scrolls so that line `index` (from 0) of the shown text is in view.
  func showLine(_ index: Int)
  /// Shows where the reader is in the file (its language and size, the line, the share).
  func showPosition(_ position: String)
  /// Marks the file tabs of `names` (the files holding what is looked for).
  func markFiles(_ names: Set<String>)
  /// Puts `text` on the clipboard.
  func copyToClipboard(_ text: String)
  /// Relative times ("3 days ago") or dates.
  func useRelativeTimes(_ relative: Bool)
}
