import Basics
import GistValues
import Store

/// The searches saved as tabs after Mine, Starred, Public and User (`+` in a search): which
/// one shows, going round them with Tab, saving a new one in the config and the session,
/// and the query the list searches on one. A saved tab is the account's gists searched
/// through the offline index: it works offline and follows the index as it grows.
final class GistListSavedTabs {
  private let session: AppSession
  private let options: (any OptionStore)?
  /// The saved tab showing, by name (nil: one of the four tabs).
  var showing: String?

  /// Saved tabs kept in `session`, saved through `options`.
  init(session: AppSession, options: (any OptionStore)?) {
    self.session = session
    self.options = options
  }

  /// The saved searches, in order.
  var all: [SavedSearch] { session.savedSearches.value }

  /// The tabs' titles, in order.
  var names: [String] { all.map(\.name) }

  /// The query of the saved tab showing ("" on the four tabs, or when it was removed).
  var query: String {
    showing.flatMap { name in all.first { $0.name == name }?.query } ?? ""
  }

  /// What the list searches for: the saved tab's query and what is typed in the filter
  /// (narrowing it), as one query.
  func filter(typed: String) -> String {
    [query, typed].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The saved tab after (or before) the one showing, or nil for a tab of the four
  /// (`onLast`: whether the list is on the last of the four, going forward, or the first,
  /// going back).
  func next(forward: Bool, fromEdge onEdge: Bool) -> String? {
    let names = names
    guard !names.isEmpty else { return nil }
    guard let showing, let index = names.firstIndex(of: showing) else {
      return onEdge ? (forward ? names.first : names.last) : nil
    }
    let next = index + (forward ? 1 : -1)
    return names.indices.contains(next) ? names[next] : nil
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
