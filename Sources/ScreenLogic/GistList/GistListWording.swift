import Basics
import FoundationEssentials
import GistValues
import Model
import Store

/// What the list says about itself, made from plain facts: where the highlight is and how
/// many gists, the empty and failure states, why it is stale, and why the login screen
/// took its place.
public enum GistListWording {
  /// What a search shows: the index's answer (nil: the loaded rows were filtered), and the
  /// index's progress while it is being built.
  public struct Search: Sendable {
    /// The filter as typed (empty: none).
    public var filter: String
    /// The index's answer for it, when the index answers.
    public var answer: SearchResults?
    /// How far the index has got, while it is being built.
    public var progress: SearchIndexer.Progress?
    /// Whether the tab's filter searches the index.
    public var searchesIndex: Bool

    /// A search of `filter`.
    public init(
      filter: String, answer: SearchResults?, progress: SearchIndexer.Progress?,
      searchesIndex: Bool
    ) {
      self.filter = filter
      self.answer = answer
      self.progress = progress
      self.searchesIndex = searchesIndex
    }
  }

  /// Where the highlight is, how many gists, and whether more are loading: "12 of 1,000+
  /// gists", "2 of 31 hits · 1,000 indexed", "3 of 201 gists" when filtered.
  /// `loaded` counts the kept gists, `at` is the highlight's place among the `shown`.
  public static func position(
    _ state: CollectionState, loaded: Int, shown: Int, at: Int?, search: Search, drafts: Int
  ) -> String {
    guard state.hasLoaded else { return drafts > 0 ? drafts.counted("draft") : "" }
    let total = loaded.grouped + (state.hasMore ? "+" : "")
    let gists = loaded == 1 && !state.hasMore ? "gist" : "gists"
    var text: String
    if let answer = search.answer, !search.filter.isEmpty {
      // Which hit is highlighted, of how many; the index keeps the best of them.
      let hits = answer.matched.counted("hit")
      text = at.map { "\(($0 + 1).grouped) of \(hits)" } ?? hits
      if answer.results.count < answer.matched {
        text += " · the best \(answer.results.count.grouped) shown"
      }
      if search.progress?.isComplete ?? true { text += " · \(answer.indexed.grouped) indexed" }
    } else if !search.filter.isEmpty {
      text = "\(shown.grouped) of \(total) \(gists)"
    } else if let at {
      text = "\((at + 1).grouped) of \(total) \(gists)"
    } else {
      text = "\(total) \(gists)"
    }
    if state.isLoadingNextPage { text += " · loading more…" }
    if state.reachedLimit { text += " · more not shown (dehub list --limit)" }
    if drafts > 0 { text += " · " + drafts.counted("draft") }
    if let progress = search.progress, !progress.isComplete {
      text += " · indexed \(progress.indexed.grouped) of \(progress.total.grouped)"
    }
    return text
  }

  /// Loading, a first load's failure, the rows, or the empty state: no match for the
  /// filter (perhaps only not yet, while the index is built), or the tab's own.
  /// A user the server does not know is no failure to retry: `userKey` (the User tab's
  /// key, as remapped) asks for another.
  public static func status(
    _ state: CollectionState, showsRows: Bool, search: Search, tab: GistListTab, user: String?,
    retryKey: String? = nil, userKey: String = "4"
  ) -> ContentStatus {
    if !state.hasLoaded {
      if let error = state.error, !state.isLoading {
        if tab == .user, case .notFound = error {
          return .failed(
            EmptyState(
              picture: ["  /!\\  "], title: "The gists could not be loaded",
              subtitle: "\(error.message) Press \(userKey) to ask for another user."))
        }
        return .failure("The gists could not be loaded", reason: error.message, retryKey: retryKey)
      }
      return .loading("Loading gists…")
    }
    if showsRows { return .hasContent }
    let filter = search.filter
    guard !filter.isEmpty else { return .isEmpty(tab.emptyState(user: user)) }
    if search.searchesIndex, let progress = search.progress, !progress.isComplete {
      return .isEmpty(
        EmptyState(
          title: "No gists match “\(filter)” yet",
          subtitle: "the search index has \(progress.indexed.grouped) of "
            + "\(progress.total.grouped) gists so far; Esc clears"))
    }
    return .isEmpty(
      EmptyState(title: "No gists match “\(filter)”", subtitle: "press Esc to clear the filter"))
  }

  /// What the list shows while a user name is asked for (`back`: Esc goes back to the
  /// user shown before).
  static func askingForUser(back: Bool) -> EmptyState {
    EmptyState(
      title: "Whose gists?",
      subtitle: "type a user name, then Enter; Esc goes back" + (back ? " to the last one" : ""))
  }

  /// Why a list is not up to date, in the status bar's few words: a spent rate limit says
  /// until when (it is not "offline").
  public static func staleReason(_ error: GistError?) -> String {
    switch error {
    case .rateLimited(let reset?):
      "rate-limited until \(GistError.clockTime(reset).prefix(5))"
    case .rateLimited, .secondaryRateLimit: "rate-limited"
    case .some(let error) where !error.isOffline: "not up to date"
    default: "offline"
    }
  }

  /// Why the login screen is shown when a tab of the account's was asked for without a
  /// token.
  static func signInToSee(_ tab: GistListTab) -> String {
    "\(tab.title) lists \(tab == .mine ? "your own gists" : "the gists you starred"): sign in "
      + "with a token to see it, or choose “Browse public gists” to go back."
  }

  /// Why the login screen is shown, in its own words (the user can paste a token there),
  /// naming the token as it came (`source`). A variable's token is used before a saved one
  /// at every start: the user is told to fix it there too.
  static func loginReason(_ error: GistError, source: TokenSource?) -> String {
    let token: String
    var after = ""
    switch source {
    case .environment(let name):
      token = "the token in \(name)"
      after = " (and fix or unset \(name): it is used before a saved token)"
    case .gh(let host): token = "gh's token for \(host)"
    case .saved, nil: token = "the saved token"
    }
    return switch error {
    case .missingToken: "Your gists need a sign-in: paste a token, or choose “Browse public gists”."
    case .badToken: "GitHub rejected \(token) (expired or revoked?): paste a new one\(after)."
    case .missingScope:
      "The gist scope is missing from \(token): paste a token that has it\(after)."
    default: error.message
    }
  }
}
