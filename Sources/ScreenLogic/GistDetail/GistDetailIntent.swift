/// What the user asks of the gist detail screen.
public enum GistDetailIntent: Hashable, Sendable {
  /// The next or previous file.
  case cycleFile(forward: Bool)
  /// This file (a click on its tab).
  case selectFile(String)
  /// The next (or previous) line matching what `/` or the search the gist was opened
  /// from looks for; past the file's last match, the next file that has one.
  case nextMatch(forward: Bool)
  /// Find a word in the gist's files (asks what).
  case find
  /// Find this text (as the user typed it; empty: stop finding).
  case findText(String)
  /// Show this line of the file (from 1), as typed in the palette (`:120`).
  case goToLine(Int)
  /// The user scrolled: the last line on the screen now (from 0) of the `lineCount` the
  /// shown text has (rendered Markdown counts its rendered lines), and with long lines cut
  /// (wrap off) the `columns` shown (from 1) of the `widest` line shown.
  case read(lastLine: Int, lineCount: Int, columns: ClosedRange<Int>? = nil, widest: Int = 0)
  /// Markdown rendered, or as written.
  case toggleRendering
  /// Star or unstar.
  case toggleStar
  /// Load the gist again.
  case refresh
  /// Fork the gist.
  case fork
  /// Delete the gist (asks first).
  case delete
  /// The user confirmed the delete.
  case confirmDelete
  /// Make the (secret) gist public: asks, then a public copy, then the secret one goes
  /// after asking again.
  case makePublic
  /// The user said yes to making the public copy.
  case confirmMakePublic
  /// The public copy at this address is made and the user kept the secret one too.
  case keepBoth(String)
  /// The public copy is made: the user said to delete the secret gist.
  case deleteSecretOriginal
  /// Copy the gist's URL to the clipboard.
  case copyURL
  /// Copy the shown file's text to the clipboard.
  case copyFile
  /// Copy the shown file's raw address to the clipboard.
  case copyRawURL
  /// Save the shown file in the current folder (asks for the name).
  case saveFile
  /// Save the shown file under this name, as the user gave it.
  case saveFileAs(String)
  /// Replace the existing file of this name with the shown file (the user said so).
  case replaceFile(String)
  /// Open the gist's page in the web browser.
  case openInBrowser
  /// Clone the gist (asks for a folder).
  case clone
  /// The folder to clone into, as the user gave it.
  case cloneInto(String)
  /// The gist's revisions.
  case history
  /// The gist's comments.
  case comments
  /// The gist this one was forked from.
  case openOriginal
  /// The gist's forks.
  case forks
  /// Edit the gist (the owner's).
  case edit
  /// Edit it from this unsent draft of it.
  case resumeDraft(String)
  /// Edit it from the gist as it is (its unsent draft stays in the drafts).
  case editFresh
}
