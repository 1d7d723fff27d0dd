import Basics
import GistValues
import Model

/// Which tab the list shows and where a tab key leads: one of the four tabs (the User tab
/// with whose gists), a saved search, the question for a user name, or the login when a tab
/// needs an account and there is no token. It remembers the gist highlighted on each tab, so
/// coming back to a tab finds it.
struct GistListTabMachine: Equatable {
  /// Where a tab key leads.
  enum Step: Equatable {
    /// The login, over the list, for a tab that needs an account.
    case signIn(GistListTab)
    /// The question for a user name (the User tab with no user, or asked again).
    case askForUser
    /// One of the four tabs (`user`: whose gists, on the User tab).
    case show(GistListTab, user: String?)
    /// A saved search's tab (nil: Mine).
    case showSaved(String?)
    /// Nothing moves; the list says why.
    case refuse(String)
  }

  /// The tab showing (Mine under a saved search).
  private(set) var tab: GistListTab = .mine
  /// The user whose gists the User tab shows.
  private(set) var user: String?
  /// The saved search showing, by name (nil: one of the four tabs).
  private(set) var saved: String?
  /// The gist highlighted on each tab, for coming back to it.
  private var selectedOnTab: [GistListTab: String] = [:]

  /// Where `intent` leads (nil: it is not a tab key): `signedOut` without a token,
  /// `savedNames` the saved searches in order.
  func step(for intent: GistListIntent, signedOut: Bool, savedNames: [String]) -> Step? {
    switch intent {
    case .selectTab(let tab):
      if tab.needsAccount && signedOut { return .signIn(tab) }
      // The User tab shows the last user again; on it, the key asks for another.
      let asking = tab == .user && self.tab == .user && saved == nil
      return target(tab, user: asking ? nil : user)
    case .cycleTab(let forward):
      let edge = saved == nil && tab == (forward ? .user : .mine)
      if !signedOut, let next = nextSaved(forward: forward, fromEdge: edge, in: savedNames) {
        return .showSaved(next)
      }
      let from = saved == nil ? tab : forward ? .user : .mine
      return target(from.next(forward: forward, signedOut: signedOut), user: user)
    case .selectSaved(let name):
      return signedOut ? .signIn(.mine) : .showSaved(name)
    case .selectSavedAt(let place):
      guard savedNames.indices.contains(place) else { return .refuse(Self.noSavedTab(place)) }
      return signedOut ? .signIn(.mine) : .showSaved(savedNames[place])
    case .showUser(let name):
      let trimmed = name.trimmingSpaces()
      guard !trimmed.isEmpty else { return nil }
      guard GistLink.isLogin(trimmed) else { return .refuse(GistLink.notALogin(trimmed)) }
      return .show(.user, user: trimmed)
    default:
      return nil
    }
  }

  /// Shows `tab` (with `user`'s gists on the User tab), leaving a saved search; `selected`
  /// is the highlight on the tab being left. Answers the highlight to show: the same one on
  /// the same list, else the one last seen on `tab` (none on another user's gists).
  mutating func enter(_ tab: GistListTab, user: String?, selected: String?) -> String? {
    if let selected { selectedOnTab[self.tab] = selected }
    let sameList = tab == self.tab && (tab != .user || user == self.user)
    let otherUser = tab == .user && user != self.user
    self.tab = tab
    if tab == .user { self.user = user }
    if sameList { return selected }
    return otherUser ? nil : selectedOnTab[tab]
  }

  /// Shows the saved search `name` (nil: none). Answers whether a saved search was left.
  @discardableResult
  mutating func show(saved name: String?) -> Bool {
    let left = saved != nil && name == nil
    saved = name
    return left
  }

  /// What a saved tab's key says when there is no saved tab at `place`.
  static func noSavedTab(_ place: Int) -> String {
    "No saved tab \(place + 1): + saves a search as a tab (after a search with /)."
  }

  /// Where `tab` with `user` leads: the question when the User tab has no user.
  private func target(_ tab: GistListTab, user: String?) -> Step {
    tab == .user && user == nil ? .askForUser : .show(tab, user: user)
  }

  /// The saved search after (or before) the one showing, or nil for a tab of the four
  /// (`onEdge`: whether the list is on the last of the four, going forward, or the first,
  /// going back).
  private func nextSaved(forward: Bool, fromEdge onEdge: Bool, in names: [String]) -> String? {
    guard !names.isEmpty else { return nil }
    guard let saved, let index = names.firstIndex(of: saved) else {
      return onEdge ? (forward ? names.first : names.last) : nil
    }
    let next = index + (forward ? 1 : -1)
    return names.indices.contains(next) ? names[next] : nil
  }
}
