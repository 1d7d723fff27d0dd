import ScreenLogic
import Testing

/// Each tab's order and visibility as the options hold them, and the tab titles that say
/// so.
@Suite struct GistListArrangementTests {
  @Test func theOptionsChooseEachTabsOrderAndVisibility() {
    let arrangement = GistListArrangement(choices: [
      "sort_mine": "created", "visibility_mine": "secret", "visibility_discover": "secret",
      "sort_starred": "sideways",
    ])
    #expect(arrangement.order(of: .mine) == .created)
    #expect(arrangement.visibility(of: .mine) == .secret)
    #expect(arrangement.order(of: .starred) == .updated, "a word it does not know: the default")
    #expect(arrangement.visibility(of: .discover) == .all, "Public lists only public gists")
    #expect(arrangement.words(for: .mine) == "secret only · by created")
    #expect(arrangement.words(for: .starred) == nil)
  }

  @Test func theTitlesSayTheUserTheArrangementAndWhatNeedsASignIn() {
    let arrangement = GistListArrangement(choices: ["sort_user": "description"])
    #expect(
      arrangement.titles(showing: .user, user: "ada", signedOut: true) == [
        "Mine (sign in)", "Starred (sign in)", "Public", "User: ada (by description)",
      ])
    #expect(
      arrangement.titles(showing: .mine, user: "ada", signedOut: false) == [
        "Mine", "Starred", "Public", "User",
      ])
  }
}
