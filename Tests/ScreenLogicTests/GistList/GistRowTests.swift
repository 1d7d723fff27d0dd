import FoundationEssentials
import GistValues
import ScreenLogic
import Testing

/// What a list row's cells say: made here, so the screen only paints them.
@Suite struct GistRowTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func aRowStaysSmall() {
    // A list of 10,000 gists holds 10,000 rows; 120 bytes each with its fields in the
    // order they are shown.
    #expect(MemoryLayout<GistRow>.stride <= 104)
  }

  /// Issue 55: a gist GitHub listed only 300 files of says there are more.
  @Test func aGistListedInPartSaysThereAreMoreFiles() {
    var gist = Gist(
      id: "a", isPublic: true, files: (1...300).map { GistFile(filename: "f\($0).txt") })
    gist.truncated = true
    #expect(GistRow(gist).filesLabel == "300+ files")
    #expect(gist.filesCounted == "300+ files")
  }

  @Test func aRowSaysItsCountsInWordsAndLeavesNoCommentsBlank() {
    let gist = Gist(
      id: "a", isPublic: true,
      files: [
        GistFile(filename: "a.py", language: "Python"),
        GistFile(filename: "b.py", language: "Python"),
        GistFile(filename: "c.sh", language: "Shell"),
      ], updatedAt: now.addingTimeInterval(-3 * 3_600), comments: 1)
    let row = GistRow(gist, isStarred: true)
    #expect(row.marks == "★ ")
    #expect(row.commentsLabel == "1 comment")
    #expect(row.filesLabel == "3 files")
    #expect(row.languagesLabel == "Python, Shell")
    #expect(row.visibilityLabel == "public")
    #expect(row.updatedLabel(relative: true, now: now) == "3 hours ago")

    let bare = GistRow(Gist(id: "b", files: [GistFile(filename: "x")]), isFork: true)
    #expect(bare.marks == " ⑂")
    #expect(bare.commentsLabel == "")
    #expect(bare.filesLabel == "1 file")
    #expect(bare.visibilityLabel == "secret")
    #expect(bare.updatedLabel(relative: true, now: now) == "", "no date, no words")
  }

  @Test func theDetailHeaderPutsWhatTheUserActsOnFirst() {
    let gist = Gist(
      id: "g", isPublic: false, owner: GistUser(login: "octocat", id: 1),
      createdAt: now.addingTimeInterval(-2 * 86_400), updatedAt: now.addingTimeInterval(-120),
      comments: 1, forks: [GistForkInfo(id: "f", user: nil, createdAt: nil)],
      forkOf: GistForkSource(id: "orig", owner: GistUser(login: "mona", id: 2)))
    let header = GistHeader(gist, isStarred: false, revision: "0123456789abcdef")
    #expect(
      header.summary(relative: true, now: now)
        == "☆ not starred · revision 0123456 · octocat · secret · forked from mona/orig "
        + "(Enter opens it) · updated 2 minutes ago · created 2 days ago · 1 comment · 1 fork")
    let plain = GistHeader(Gist(id: "h", isPublic: true, comments: 2), isStarred: nil)
    #expect(plain.summary(relative: true, now: now) == "public · 2 comments")
  }

  @Test func draftAndComposeRowsSayTheirSizes() {
    let draft = DraftRow(id: "d", name: "notes", fileCount: 1, savedAt: now.addingTimeInterval(-60))
    #expect(draft.filesLabel == "1 file")
    #expect(draft.savedLabel(now: now) == "saved 1 minute ago")
    #expect(ComposeFileRow(name: "a", lines: 0, isBlank: true).sizeLabel == "blank")
    #expect(ComposeFileRow(name: "a", lines: 1, isBlank: false).sizeLabel == "1 line")
    #expect(ComposeFileRow(name: "a", lines: 1_200, isBlank: false).sizeLabel == "1,200 lines")
  }
}

/// Issue 57, item 23: "public" on every row of the Public tab says nothing; the column
/// goes where no gist is secret, and the owner keeps the room.
@Suite struct GistRowColumnsTests {
  @Test func visibilityShowsOnlyWhereSomeGistIsSecret() {
    let open = GistRow(Gist(id: "a", description: "a", isPublic: true, files: []), owner: "ada")
    let secret = GistRow(Gist(id: "b", description: "b", isPublic: false, files: []))
    #expect(
      GistRowColumns(rows: [open])
        == {
          var columns = GistRowColumns()
          columns.owners = true
          columns.visibility = false
          return columns
        }())
    #expect(GistRowColumns(rows: [open, secret]).visibility)
    #expect(!GistRowColumns(rows: [secret]).owners)
  }
}
