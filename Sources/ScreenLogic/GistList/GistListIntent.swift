import GistValues
import GistWork
import Model
import Store

/// What the user asks of the gist list, named by the Stage from its key table. A gist is
/// named by its id, never by a row number.
public enum GistListIntent: Equatable, Sendable {
  /// Show this tab (keys 1–4, Tab, Shift-Tab).
  case selectTab(GistListTab)
  /// The next or previous tab.
  case cycleTab(forward: Bool)
  /// Show this user's gists (after the User tab asked for a name).
  case showUser(String)
  /// Save the search shown as a tab (`+`; its name is asked for).
  case saveSearch
  /// Show the saved search tab with this name.
  case selectSaved(String)
  /// Show the saved search at this place after the four tabs, from 0 (keys `5`–`9`).
  case selectSavedAt(Int)
  /// Type in the filter (`/`).
  case startFilter
  /// A key left the text field being typed in (or Esc on the filter shown).
  case leaveField(GistListField.Exit)
  /// The highlight moved to this gist.
  case select(String)
  /// Open this gist (the highlighted one).
  case open(String)
  /// Go to the real end of the list, loading the pages still on the server (`G`).
  case jumpToEnd
  /// Refresh now (`r`).
  case refresh
  /// Compose a new gist (`n`).
  case newGist
  /// The options screen.
  case options
  /// The unsent drafts (`D`).
  case drafts
  /// The writes waiting in the outbox (`W`).
  case outbox
  /// The linked files (`L`).
  case links
  /// Show or hide the preview pane (`p`).
  case togglePreview
  /// The next order of the tab's rows (`s`: updated, created, description).
  case cycleOrder
  /// The next visibility the tab shows (`v`: all, public, secret).
  case cycleVisibility
  /// Star or unstar this gist (`*`).
  case toggleStar(String)
  /// Copy this gist's web address (`y`).
  case copyURL(String)
  /// Open this gist's page in the web browser (`o`).
  case openInBrowser(String)
  /// Edit this gist (`e`, the owner's).
  case edit(String)
  /// Edit this gist from its unsent draft with this id.
  case resumeDraft(gist: String, draft: String)
  /// Edit this gist from the gist as it is (its unsent draft stays in the drafts).
  case editFresh(String)
  /// Delete this gist (`d`, asks first).
  case delete(String)
  /// The user confirmed deleting this gist.
  case confirmDelete(String)
  /// Mark this gist, or unmark it (`Space`).
  case mark(String)
  /// Mark the gists from the last marked to this one (`V`).
  case markRange(String)
  /// Mark every gist shown, or unmark them when they all are (`Ctrl-A`).
  case markAll
  /// The user confirmed doing this to the marked gists.
  case confirmBulk(GistBulkAction)
  /// Make the gists just deleted again (`u`).
  case undo
}

extension GistListIntent {
  /// The screen the intent opens over the list (nil: it acts on the list itself).
  var destination: Destination? {
    switch self {
    case .newGist: .compose(Draft(description: "", files: [:], isPublic: false))
    case .options: .options
    case .drafts: .drafts
    case .outbox: .outbox
    case .links: .links
    default: nil
    }
  }
}
