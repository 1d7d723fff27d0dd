import Foundation
import GistValues
import ScreenLogic
import TerminalScreens
import TestSupport
import Testing

/// The history Stage's layout at real sizes (drawn on a grid, no terminal).
@Suite struct HistoryLayoutTests {
  /// The find-and-read issue: at 200 columns about 150 blank columns stood between a
  /// version's author and its date.
  @Test func aWideScreenKeepsTheDateBesideTheAuthor() throws {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let stage = CursesHistoryStage(now: { now })
    stage.showTitle("History")
    stage.showCommits([
      GistCommit(
        version: "0123456789abcdef", user: GistUser(login: "octocat", id: 1),
        committedAt: now.addingTimeInterval(-3600), additions: 3, deletions: 1)
    ])
    stage.setContentStatus(.hasContent)
    let rows = TextGrid.text(stage.content(help: [("q", "back")]), width: 200, height: 10)
    let row = try #require(rows.first { $0.contains("octocat") })
    let author = try #require(row.range(of: "octocat"))
    let date = try #require(row.range(of: "1 hour ago"))
    let between = row.distance(from: author.upperBound, to: date.lowerBound)
    #expect(between <= 40, "\(between) columns between author and date: \(row)")
  }
}
