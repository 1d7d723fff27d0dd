import FoundationEssentials
import GistValues
import ScreenLogic
import Store
import Testing

/// The list's query as a value: loaded gists, the tab's visibility and order, stars, forks
/// and deletions in; rows and what a filter shows out. No Director, Stage or clock.
@Suite struct GistListQueryTests {
  let day: TimeInterval = 86_400
  var gists: [Gist] {
    [
      Gist(
        id: "a", description: "Deploy notes", isPublic: true,
        files: [GistFile(filename: "deploy.sh", language: "Shell")],
        owner: GistUser(login: "ada", id: 1), createdAt: Date(timeIntervalSince1970: 3 * day),
        updatedAt: Date(timeIntervalSince1970: 9 * day)),
      Gist(
        id: "b", description: "Café menu", isPublic: false,
        files: [GistFile(filename: "menu.md", language: "Markdown")],
        owner: GistUser(login: "bo", id: 2), createdAt: Date(timeIntervalSince1970: 5 * day),
        updatedAt: Date(timeIntervalSince1970: 7 * day)),
      Gist(
        id: "c", description: "Zsh setup", isPublic: true,
        files: [GistFile(filename: ".zshrc")], createdAt: Date(timeIntervalSince1970: 1 * day),
        updatedAt: Date(timeIntervalSince1970: 8 * day)),
    ]
  }

  @Test func theKeptRowsFollowVisibilityAndOrderAndLeaveOutDeletions() {
    var query = GistListQuery()
    let first = query.load(gists)
    let again = query.load(gists)
    #expect(first && !again, "the same gists make nothing again")
    #expect(query.kept.rows.map(\.id) == ["a", "b", "c"], "by updated: as GitHub sends them")
    query.arrange(order: .created, visibility: .all)
    #expect(query.kept.rows.map(\.id) == ["b", "a", "c"])
    query.arrange(order: .description, visibility: .public)
    #expect(query.kept.rows.map(\.id) == ["a", "c"])
    query.delete("a")
    #expect(query.kept.rows.map(\.id) == ["c"])
    #expect(query.gist("a")?.id == "a", "a deleted gist is still known by id")
  }

  @Test func starsAndForksMarkRowsAndAStarUndoneHereStaysUndone() {
    var query = GistListQuery(marks: GistMarks(starred: ["a"], forks: ["c"]))
    query.load(gists)
    #expect(query.kept.rows.map(\.marks) == ["★ ", "  ", " ⑂"])
    #expect(query.isStarred("a") && !query.isStarred("b"))
    let starred = query.setStarred("b", true)
    let twice = query.setStarred("b", true)
    #expect(starred && !twice, "already starred: nothing to do")
    #expect(query.kept.rows.first { $0.id == "b" }?.isStarred == true)
    query.setStarred("a", false)
    query.useMarks(GistMarks(starred: ["b"], forks: ["c"]))
    #expect(!query.isStarred("a"), "unstarred here and not starred in the cache")
    query.useMarks(GistMarks(starred: ["a", "b"], forks: []))
    #expect(query.isStarred("a"), "starred again elsewhere: the cache's word wins")
  }

  @Test func theStarredTabStarsItsRowsAndOthersTabsNameOwners() {
    var query = GistListQuery()
    query.load(gists)
    #expect(query.kept.rows.allSatisfy { $0.owner == nil }, "Mine names no owner")
    query.show(.starred)
    #expect(query.kept.rows.isEmpty, "a new tab starts with nothing loaded")
    query.load(gists)
    #expect(query.kept.rows.allSatisfy { $0.isStarred })
    query.setStarred("b", false)
    #expect(!query.isStarred("b"), "unstarred here; Starred lists it until loaded again")
    query.show(.discover)
    query.load(gists)
    #expect(query.kept.rows.map(\.owner) == ["ada", "bo", nil])
  }

  @Test func aFilterPicksAmongTheKeptRowsIgnoringCaseAndAccents() {
    var query = GistListQuery()
    query.load(gists)
    #expect(query.shown(filter: "", answer: nil).rows.map(\.id) == ["a", "b", "c"])
    #expect(query.shown(filter: "CAFE", answer: nil).rows.map(\.id) == ["b"])
    #expect(query.shown(filter: "shell", answer: nil).rows.map(\.id) == ["a"], "a language")
    #expect(query.shown(filter: ".zsh", answer: nil).rows.map(\.id) == ["c"], "a file name")
    #expect(query.shown(filter: "nothing", answer: nil).rows.isEmpty)
    #expect(GistListQuery.matches(gists[1], "café MENU"))
    #expect(GistListQuery.matches(gists[1], "MENU.MD"), "a file name, folded")
    #expect(!GistListQuery.matches(gists[0], "notesdeploy"), "parts are not run together")
    #expect(!GistListQuery.matches(gists[0], "notes deploy"))
  }

  @Test func theIndexsAnswerIsShownWithItsMatchesByTheTabsVisibility() {
    var query = GistListQuery()
    query.load(gists)
    query.arrange(order: .updated, visibility: .public)
    let answer = SearchResults(
      results: [
        SearchResult(gist: gists[1], match: SearchMatch(file: "menu.md", line: 2, text: "tea")),
        SearchResult(gist: gists[2], match: SearchMatch(file: ".zshrc", line: 4, text: "tea=1")),
        SearchResult(gist: gists[0], match: nil),
      ], matched: 3, indexed: 3)
    query.delete("a")
    let shown = query.shown(filter: "tea", answer: answer)
    #expect(shown.rows.map(\.id) == ["c"], "secret and deleted gists are left out")
    #expect(shown.rows.first?.match == ".zshrc:4: tea=1")
    #expect(shown.contains("c") && shown.position(of: "c") == 0 && shown.position(of: "b") == nil)
  }
}

/// Issue 57, item 38: sorted by creation, the rows show when each gist was made, and say so.
@Suite struct GistListCreatedTimeTests {
  @Test func sortedByCreationTheTimeIsWhenTheGistWasMade() {
    let now = Date(timeIntervalSince1970: 1_000_000)
    var gist = Gist(id: "a", description: "a", files: [])
    gist.createdAt = now.addingTimeInterval(-3 * 86_400)
    gist.updatedAt = now.addingTimeInterval(-3_600)
    var query = GistListQuery()
    query.load([gist])
    #expect(query.kept.rows.first?.updatedLabel(relative: true, now: now) == "1 hour ago")
    query.arrange(order: .created, visibility: .all)
    #expect(query.kept.rows.first?.updatedLabel(relative: true, now: now) == "created 3 days ago")
  }
}
