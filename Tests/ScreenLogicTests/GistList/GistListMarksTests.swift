import Foundation
import GistValues
import Reactive
import ScreenLogic
import TestSupport
import Testing

/// Marks in the list (`Space`, `V`, `Ctrl-A`) kept by id whatever the list does, the bulk
/// actions on them (one question, one request at a time a second apart, a stop at the
/// first failure) and undoing a delete; recording Stage, fake models, virtual time.
@Suite struct GistListMarksTests {
  typealias Harness = GistListActionsTests.Harness

  /// Five gists of ada's, newest first.
  static let mine: [Gist] = (1...5).map { number in
    Gist(
      id: "g\(number)", description: "gist \(number)", isPublic: number % 2 == 0,
      files: [GistFile(filename: "f\(number).txt")], owner: GistUser(login: "ada", id: 1),
      createdAt: Date(timeIntervalSince1970: Double(number)),
      updatedAt: Date(timeIntervalSince1970: Double(100 - number)))
  }

  var marked: (Harness) -> [String] { { $0.stage.rows.filter(\.isMarked).map(\.id) } }

  @Test func marksSurviveFilterRefreshSortAndATabSwitch() {
    let h = Harness()
    h.start(with: Self.mine)
    h.send(.mark("g2"))
    h.send(.mark("g4"))
    #expect(marked(h) == ["g2", "g4"])
    #expect(h.stage.positions.last?.hasSuffix(" · 2 marked") == true)
    #expect(h.stage.rows.first { $0.id == "g2" }?.gutter == "✓  ")
    #expect(h.stage.rows.first { $0.id == "g2" }?.title == "gist 2")
    // The filter: a marked gist shown is marked; both are marked when it is cleared.
    h.send(.startFilter)
    h.stage.filterSubject.onNext("gist 4")
    #expect(h.stage.rows.map(\.id) == ["g4"] && marked(h) == ["g4"])
    #expect(h.stage.positions.last?.hasSuffix(" · 2 marked") == true)
    h.stage.filterSubject.onNext("")
    #expect(marked(h) == ["g2", "g4"])
    // A refresh that brings a new gist in above them.
    h.send(.refresh)
    let newer = Gist(id: "g0", description: "new", files: [], owner: GistUser(login: "ada", id: 1))
    h.collection.answer([newer] + Self.mine)
    #expect(marked(h) == ["g2", "g4"])
    // A new order (by created: the oldest last).
    h.send(.cycleOrder)
    #expect(h.stage.rows.map(\.id).first == "g5")
    #expect(marked(h) == ["g4", "g2"])
    // Another tab and back.
    h.send(.selectTab(.discover))
    h.collection.answer([Self.mine[1]] + GistListActionsTests.gists)
    #expect(marked(h) == ["g2"])
    #expect(h.stage.positions.last?.hasSuffix(" · 2 marked") == true)
    h.send(.selectTab(.mine))
    h.collection.answer(Self.mine)
    #expect(Set(marked(h)) == ["g2", "g4"])
    // Space again unmarks.
    h.send(.mark("g2"))
    #expect(marked(h) == ["g4"])
    #expect(h.stage.positions.last?.hasSuffix(" · 1 marked") == true)
  }

  @Test func vMarksARangeAndCtrlAMarksEverythingShownThenNothing() {
    let h = Harness()
    h.start(with: Self.mine)
    h.send(.mark("g4"))
    h.send(.markRange("g2"))
    #expect(marked(h) == ["g2", "g3", "g4"])
    h.send(.markAll)
    #expect(marked(h) == ["g1", "g2", "g3", "g4", "g5"])
    #expect(h.stage.notices.last == "Marked 5 gists")
    h.send(.markAll)
    #expect(marked(h).isEmpty)
    #expect(h.stage.notices.last == "Unmarked 5 gists")
    #expect(h.stage.positions.last?.contains("marked") == false)
  }

  /// A review found marks that nothing could take away (on gists not shown): Ctrl-A with
  /// every gist shown marked takes every mark, those not shown too.
  @Test func ctrlAAgainClearsMarksNotShownToo() {
    let h = Harness()
    h.start(with: Self.mine)
    h.send(.mark("g1"))
    h.send(.mark("g2"))
    h.send(.startFilter)
    h.stage.filterSubject.onNext("gist 3")
    h.send(.markAll)
    #expect(marked(h) == ["g3"] && h.stage.notices.last == "Marked 1 gist")
    h.send(.markAll)
    h.stage.filterSubject.onNext("")
    #expect(marked(h).isEmpty)
    #expect(h.stage.notices.last == "Unmarked 3 gists")
  }

  /// A gist gone already (a 404: deleted elsewhere since it was listed) is what a delete
  /// wants: the run goes on, and its mark goes, where it stopped every run before.
  @Test func aGistGoneAlreadyDoesNotStopABulkDelete() throws {
    let h = Harness()
    h.start(with: Self.mine)
    h.send(.mark("g1"))
    h.send(.mark("g2"))
    h.send(.delete("g1"))
    h.send(.confirmBulk(.delete))
    h.log.actions[0].model.deletes[0](.failure(.notFound(what: "The gist g1")))
    h.scheduler.advance(by: 1)
    #expect(h.log.actions.map(\.id) == ["g1", "g2"])
    h.log.actions[1].model.deletes[0](.success(()))
    #expect(marked(h).isEmpty)
    #expect(h.stage.messages.last?.hasPrefix("Could not") != true)
  }

  /// A review: Ctrl-C during a bulk delete quit with nothing said. The list closing stops
  /// the run between two requests, and what it did is said when the app has ended.
  @Test func quittingDuringABulkDeleteStopsItAndSaysSoAtTheEnd() throws {
    let h = Harness()
    h.start(with: Self.mine)
    h.send(.markAll)
    h.send(.delete("g1"))
    h.send(.confirmBulk(.delete))
    h.log.actions[0].model.deletes[0](.success(()))
    h.director.closed()
    h.scheduler.advance(by: 10)
    #expect(h.log.actions.count == 1)
    #expect(
      h.session.endNotes == [
        "dehub: quit while deleting gists (1 of 5 asked): those deleted are kept a week "
          + "(dehub undelete lists them); the rest were not deleted."
      ])
  }

  /// Done when 1: the requests go one at a time, a second apart; a failure on the third
  /// stops, says which two were done, and keeps the rest marked.
  @Test func aBulkDeleteAsksOnceGoesOneAtATimeAndStopsAtAFailure() throws {
    let h = Harness()
    h.start(with: Self.mine)
    h.send(.markAll)
    #expect(h.director.availability(of: .delete("g1")) == nil)
    h.send(.delete("g1"))
    let question = try #require(h.stage.confirmations.last)
    #expect(question.title == "Delete 5 gists?")
    #expect(question.action == "Delete 5")
    #expect(
      Array(question.message.prefix(4)) == [
        "“gist 1” (g1)", "“gist 2” (g2)", "“gist 3” (g3)", "and 2 more",
      ])
    #expect(question.intent == .confirmBulk(.delete))
    #expect(h.log.actions.isEmpty)
    h.send(.confirmBulk(.delete))
    #expect(h.log.actions.map(\.id) == ["g1"])
    #expect(h.stage.notices.last == "Deleting 1 of 5…")
    h.log.actions[0].model.deletes[0](.success(()))
    #expect(!h.stage.rows.contains { $0.id == "g1" })
    // The next request waits a second after the answer.
    h.scheduler.advance(by: 0.9)
    #expect(h.log.actions.count == 1)
    h.scheduler.advance(by: 0.1)
    #expect(h.log.actions.map(\.id) == ["g1", "g2"])
    #expect(h.stage.notices.last == "Deleting 2 of 5…")
    #expect(h.director.availability(of: .undo) == "busy: Deleting 2 of 5…")
    h.log.actions[1].model.deletes[0](.success(()))
    h.scheduler.advance(by: 1)
    #expect(h.stage.notices.last == "Deleting 3 of 5…")
    h.log.actions[2].model.deletes[0](.failure(.serverError(status: 500)))
    h.scheduler.advance(by: 10)
    #expect(h.log.actions.count == 3)
    let said = try #require(h.stage.messages.last)
    #expect(said.hasPrefix("Could not delete “gist 3” (3 of 5): "))
    #expect(said.hasSuffix("Deleted: “gist 1”, “gist 2”. The rest stay marked."))
    #expect(marked(h) == ["g3", "g4", "g5"])
    #expect(h.stage.rows.map(\.id) == ["g3", "g4", "g5"])
    // The two done can be made again.
    #expect(h.director.availability(of: .undo) == nil)
  }

  @Test func starOnMarksStarsTheUnstarredAndUnstarsWhenAllAre() throws {
    let h = Harness()
    h.log.marks = GistMarks(starred: ["g1"])
    h.start(with: Self.mine)
    h.send(.mark("g1"))
    h.send(.mark("g2"))
    h.send(.toggleStar("g1"))
    #expect(h.stage.confirmations.last?.title == "Star 1 gist?")
    h.send(.confirmBulk(.star))
    #expect(h.log.stars.map(\.id) == ["g2"])
    h.log.stars[0].model.toggles[0](.success(()))
    #expect(h.stage.notices.last == "Starred “gist 2”")
    #expect(h.stage.rows.filter(\.isStarred).map(\.id) == ["g1", "g2"])
    // The done one leaves the marks.
    #expect(marked(h) == ["g1"])
    h.send(.toggleStar("g1"))
    #expect(h.stage.confirmations.last?.title == "Unstar 1 gist?")
  }

  /// Done when 3 (the list's side): after a delete, `u` makes the gist again and the
  /// message says what did not come back; the offer ends with the next action.
  @Test func uUndoesTheLastDeleteUntilTheNextAction() throws {
    let h = Harness()
    h.start(with: Self.mine)
    h.send(.mark("g1"))
    h.send(.mark("g2"))
    h.send(.delete("g1"))
    h.send(.confirmBulk(.delete))
    h.log.actions[0].model.deletes[0](.success(()))
    h.scheduler.advance(by: 1)
    h.log.actions[1].model.deletes[0](.success(()))
    #expect(h.stage.notices.last == "Deleted 2 gists · u undoes")
    h.send(.select("g3"))
    #expect(h.director.availability(of: .undo) == nil)
    h.send(.undo)
    #expect(h.stage.notices.last == "Restoring 1 of 2…")
    let refreshes = h.collection.refreshCount
    h.log.actions[2].model.restores[0](.success(Gist(id: "new1", files: [])))
    h.scheduler.advance(by: 1)
    h.log.actions[3].model.restores[0](.success(Gist(id: "new2", files: [])))
    #expect(h.log.actions.map(\.id) == ["g1", "g2", "g1", "g2"])
    #expect(
      h.stage.notices.last
        == "Restored 2 gists as new. Not back: the old id and URL (it has new ones), stars, "
        + "comments, forks and history.")
    #expect(h.collection.refreshCount == refreshes + 1)
    #expect(h.director.availability(of: .undo) == "nothing deleted just now")

    // One gist deleted alone; a sort is an action: the offer is gone.
    h.send(.delete("g3"))
    h.send(.confirmDelete("g3"))
    h.log.actions[4].model.deletes[0](.success(()))
    #expect(h.stage.notices.last == "Deleted “gist 3” · u undoes")
    h.send(.cycleOrder)
    #expect(h.director.availability(of: .undo) == "nothing deleted just now")
  }

  /// Without a cache no copy is kept: the question and the report do not offer an undo.
  @Test func withoutKeptCopiesADeleteIsNotOfferedUndo() throws {
    let h = Harness(keepsDeleted: false)
    h.start(with: Self.mine)
    h.send(.mark("g1"))
    h.send(.delete("g1"))
    let question = try #require(h.stage.confirmations.last)
    #expect(question.message.last == "No copies are kept (no cache): it cannot be undone.")
    h.send(.confirmBulk(.delete))
    h.log.actions[0].model.deletes[0](.success(()))
    #expect(h.stage.notices.last == "Deleted “gist 1”")
    #expect(h.director.availability(of: .undo) == "no copies kept (no cache)")
  }

  @Test func marksOfOthersGistsRefuseADelete() {
    let h = Harness()
    h.start(with: GistListActionsTests.gists)
    h.send(.markAll)
    #expect(h.director.availability(of: .delete("a1")) == "your gists only: 1 marked is not yours")
  }
}
