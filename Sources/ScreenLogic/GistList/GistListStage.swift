import FoundationEssentials
import Model
import Reactive

/// The gist list's Stage, as its Director sees it: user input as observables, and plain
/// methods that show things. The ncurses Stage and the tests' recording fake implement it.
public protocol GistListStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<GistListIntent> { get }
  /// The text of the field shown, as typed (the filter, or a user name: the Director knows
  /// which).
  var fieldText: Observable<String> { get }

  /// Shows the tabs' titles (one per `GistListTab`, in order: "Mine (secret only · by
  /// created)", "User: ada", "Starred (sign in)") with `selected` marked.
  func showTabs(_ titles: [String], selected: GistListTab)
  /// Shows the saved searches' tabs after the four, by name, `selected` marked (nil: one of
  /// the four is).
  func showSavedTabs(_ names: [String], selected: String?)
  /// Shows rows, the gist `selected` highlighted (none: the first row), with `highlight`
  /// marked in them (the filter).
  func showRows(_ rows: [GistRow], selected: String?, highlight: String)
  /// Shows loading, content, an empty state or a failure.
  func setContentStatus(_ status: ContentStatus)
  /// Shows when the list was last confirmed by the server (nil: not yet).
  func showLastUpdated(_ date: Date?)
  /// Shows, quietly, that the list is stale, why in a word or two (`offline`,
  /// `rate-limited until 05:36`), and when it was last loaded; nil when it is fresh.
  func setStale(since: Date?, reason: String)
  /// Shows the text field above the rows (nil: none): the filter, or the question for a
  /// user name; a key leaving a focused field comes back as `.leaveField`.
  func showField(_ field: GistListField?)
  /// Shows who is signed in and the rate limit left.
  func showSession(login: String?, signedOut: Bool, rateLimit: RateLimit?)
  /// Shows on the status bar what waits in the outbox ("2 waiting to send"; nil: nothing).
  func showOutbox(_ note: String?)
  /// Relative times ("3 days ago") or dates.
  func useRelativeTimes(_ relative: Bool)
  /// Tells the user something they asked about failed.
  func showMessage(_ message: String)
  /// Tells the user something they asked for was done, or is under way (empty: clears it).
  func showNotice(_ notice: String)
  /// Asks whether to delete gist `id`: `message` says what it is and what goes with it;
  /// yes comes back as `.confirmDelete(id)`.
  func confirmDelete(id: String, message: [String])
  /// Asks a yes-or-no question titled `title`, `message` below it, `action` on the yes
  /// button; yes sends `intent`.
  func confirm(_ title: String, message: [String], action: String, intent: GistListIntent)
  /// Asks a question with a few answers; the chosen one's intent comes back.
  func choose(_ choice: Choice<GistListIntent>)
  /// Puts `text` on the clipboard.
  func copyToClipboard(_ text: String)
  /// Shows the preview pane with `preview` (nil: no pane).
  func showPreview(_ preview: GistPreview?)
  /// Shows where the highlight is and how many gists there are ("12 of 1,000+ gists",
  /// "2 of 201 gists" when filtered, "· loading more…").
  func showPosition(_ text: String)
  /// Shows where a content search matched in the highlighted gist, on a line of its own
  /// (`config.yaml:3: retry the deploy`), its words marked; nil: no line.
  func showHit(_ text: String?, words: [String])
}
