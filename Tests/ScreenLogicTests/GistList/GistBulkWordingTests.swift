import GistValues
import Testing

@testable import ScreenLogic

/// Issue 57, item 19: a long bulk run says how long it takes, before and while it runs.
@Suite struct GistBulkWordingTests {
  static func gists(_ count: Int) -> [Gist] {
    (1...count).map { Gist(id: "g\($0)", description: "gist \($0)", files: []) }
  }

  @Test func aLongRunSaysHowLongItTakesAtOneASecond() {
    #expect(GistBulkWording.timeLeft(5) == nil)
    #expect(GistBulkWording.timeLeft(19) == nil)
    #expect(GistBulkWording.timeLeft(42) == "about 40 seconds")
    #expect(GistBulkWording.timeLeft(323) == "about 5 minutes")
    #expect(GistBulkWording.timeLeft(4_800) == "about 1 hour 20 minutes")
    let question = GistBulkWording.question(.delete, Self.gists(323), undoKey: "u", drafts: 0)
    #expect(question.title == "Delete 323 gists?")
    #expect(
      question.message.contains(
        "This takes about 5 minutes: one request a second, as GitHub asks of writes."))
    let short = GistBulkWording.question(.star, Self.gists(3), undoKey: nil, drafts: 0)
    #expect(!short.message.contains { $0.hasPrefix("This takes") })
  }

  @Test func progressSaysTheTimeLeftOnALongRun() {
    #expect(
      GistBulkWording.progress(.delete, 3, of: 323) == "Deleting 3 of 323… about 5 minutes left")
    #expect(GistBulkWording.progress(.delete, 3, of: 5) == "Deleting 3 of 5…")
  }

  @Test func markingAllWithPagesLeftSaysOnlyTheLoadedOnesAreMarked() {
    #expect(GistBulkWording.markedAll(100, marked: true, more: false) == "Marked 100 gists")
    #expect(
      GistBulkWording.markedAll(100, marked: true, more: true)
        == "Marked 100 gists, the ones loaded: GitHub has more (the end of the list loads them)")
    #expect(GistBulkWording.markedAll(100, marked: false, more: true) == "Unmarked 100 gists")
  }
}
