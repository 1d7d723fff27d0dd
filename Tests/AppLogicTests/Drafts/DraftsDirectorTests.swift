import AppLogic
import Foundation
import Model
import Reactive
import Testing

final class RecordingDraftsStage: DraftsStage {
  let intentSubject = PublishSubject<DraftsIntent>()
  var titles: [String] = []
  var drafts: [DraftRow] = []
  var confirmations: [String] = []
  var intents: Observable<DraftsIntent> { intentSubject.asObservable() }
  func showDrafts(_ drafts: [DraftRow], title: String) {
    self.drafts = drafts
    titles.append(title)
  }
  func confirmDiscard(id: String, name: String) { confirmations.append(id) }
  func showNotice(_ notice: String) {}
}

@Suite struct DraftsDirectorTests {
  @Test func reviewOrDiscardAfterAskingAndCloseWhenNoneIsLeft() throws {
    let folder = TemporaryDrafts()
    let first = Draft(
      description: "first", files: ["a.txt": "a"], isPublic: false,
      savedAt: Date(timeIntervalSince1970: 1))
    let second = Draft(
      gistID: "g1", description: "", files: ["b.txt": "b"], isPublic: false,
      savedAt: Date(timeIntervalSince1970: 2))
    try folder.store.save(first)
    try folder.store.save(second)
    let stage = RecordingDraftsStage()
    var moves: [Transition] = []
    let director = DraftsDirector(stage: stage, drafts: folder.store) { moves.append($0) }
    director.start()
    #expect(stage.titles.last == "2 unsent drafts: Enter reviews, x discards")
    #expect(stage.drafts.map(\.name) == ["first (new gist)", "b.txt (edit of g1)"])
    stage.intentSubject.onNext(.review(second.id))
    #expect(moves == [.push(.compose(second))])
    stage.intentSubject.onNext(.discard(first.id))
    #expect(stage.confirmations == [first.id] && folder.store.all().count == 2)
    stage.intentSubject.onNext(.confirmDiscard(first.id))
    #expect(folder.store.all().map(\.id) == [second.id])
    #expect(stage.titles.last == "1 unsent draft: Enter reviews, x discards")
    #expect(moves.count == 1)
    // Issue 35: none left says what the screen is for, not "0 unsent drafts: Enter reviews".
    stage.intentSubject.onNext(.confirmDiscard(second.id))
    #expect(
      stage.titles.last == "No unsent drafts: a gist you write waits here until GitHub has it")
    folder.store.remove(second)
    director.refresh()
    #expect(moves.last == .back)
  }
}
