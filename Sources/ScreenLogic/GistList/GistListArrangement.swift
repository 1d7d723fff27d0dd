/// How each tab's rows are picked and ordered, as the options hold it (`sort_mine =
/// "created"`, `visibility_mine = "secret"`), and the tab titles that say so.
public struct GistListArrangement: Equatable, Sendable {
  /// The options' words by key.
  public var choices: [String: String]

  /// The arrangement the options `choices` hold.
  public init(choices: [String: String]) { self.choices = choices }

  /// The option that holds `tab`'s order.
  public static func orderKey(_ tab: GistListTab) -> String { "sort_\(tab.key)" }
  /// The option that holds `tab`'s visibility.
  public static func visibilityKey(_ tab: GistListTab) -> String { "visibility_\(tab.key)" }

  /// `tab`'s order: the options', else as GitHub sends them.
  public func order(of tab: GistListTab) -> GistListOrder {
    choices[Self.orderKey(tab)].flatMap(GistListOrder.init(rawValue:)) ?? .updated
  }

  /// `tab`'s visibility: the options', else all (a tab of only public gists is all).
  public func visibility(of tab: GistListTab) -> GistVisibility {
    guard tab.hasSecretGists else { return .all }
    return choices[Self.visibilityKey(tab)].flatMap(GistVisibility.init(rawValue:)) ?? .all
  }

  /// How `tab`'s rows are chosen and ordered, in words ("secret only · by created"; nil: as
  /// GitHub sends them).
  public func words(for tab: GistListTab) -> String? {
    let order = order(of: tab)
    let parts = [visibility(of: tab).label, order == .updated ? nil : order.label]
      .compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// The tabs' titles with `showing` selected: the User tab names its `user`, the tab
  /// showing says how its rows are chosen and ordered, and when `signedOut` the account's
  /// tabs say they need a sign-in.
  public func titles(showing: GistListTab, user: String?, signedOut: Bool) -> [String] {
    let words = words(for: showing)
    return GistListTab.allCases.map { tab in
      var title =
        tab == .user && showing == .user ? user.map { "User: \($0)" } ?? "User" : tab.title
      if signedOut && tab.needsAccount { title += " (sign in)" }
      if tab == showing, let words { title += " (\(words))" }
      return title
    }
  }
}
