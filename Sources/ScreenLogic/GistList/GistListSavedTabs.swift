import Basics
import GistValues
import Reactive
import Store

/// The searches saved as tabs after Mine, Starred, Public and User (`+` in a search): which
/// one shows, going round them with Tab, saving a new one in the config and the session,
/// and the query the list searches on one. A saved tab is the account's gists searched
/// through the offline index: it works offline and follows the index as it grows.
final class GistListSavedTabs {
  private let session: AppSession
  private let options: (any OptionStore)?
  /// Saved tabs kept in `session`, saved through `options`.
  init(session: AppSession, options: (any OptionStore)?) {
    self.session = session
    self.options = options
  }

  /// The saved searches, in order.
  var all: [SavedSearch] { session.savedSearches.value }

  /// The saved searches each time they change (reordered or removed in the options, saved
  /// here), not as they are now.
  func changes() -> Observable<[SavedSearch]> {
    var known = all
    return session.savedSearches.asObservable().filter { searches in
      guard searches != known else { return false }
      known = searches
      return true
    }
  }

  /// What `+` says with no search to save.
  static let searchFirst = "Search first (/), then + saves the search as a tab."

  /// The name offered for saving `query` as a tab (nil: no search to save).
  static func name(suggestedFor query: String) -> String? {
    query.isEmpty ? nil : String(query.prefix(SavedSearch.nameLimit))
  }

  /// The tabs' titles, in order.
  var names: [String] { all.map(\.name) }

  /// What the list searches for on the saved tab `showing` (nil: a tab of the four): the
  /// saved tab's query and what is typed in the filter (narrowing it), as one query.
  func filter(typed: String, on showing: String?) -> String {
    let query = showing.flatMap { name in all.first { $0.name == name }?.query } ?? ""
    return [query, typed].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Saves `query` as a tab named `name` (a tab of that name takes the new query): in the
  /// config, then in the session. Answers what to say, and whether it was saved.
  func save(name: String, query: String) -> (saved: Bool, words: String) {
    let name = name.trimmingSpaces()
    if let refusal = SavedSearch.refusal(name: name) { return (false, refusal) }
    var searches = all
    let replaced = searches.firstIndex { $0.name == name }
    if let replaced {
      searches[replaced].query = query
    } else {
      searches.append(SavedSearch(name: name, query: query))
    }
    do throws(GistError) {
      try options?.save(searches: searches)
    } catch {
      return (false, "Could not save the tab: \(error.message)")
    }
    session.savedSearches.onNext(searches)
    let verb = replaced == nil ? "Saved" : "Changed"
    return (true, "\(verb) the tab “\(name)”: \(query) (in the config; Options reorders it)")
  }
}
