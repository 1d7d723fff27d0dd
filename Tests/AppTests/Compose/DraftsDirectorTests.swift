import App
import Foundation
import Model
import Reactive
import Testing

final class RecordingDraftsStage: DraftsStage {
  let intentSubject = PublishSubject<DraftsIntent>()
  var titles: [String] = []
  var drafts: [Draft] = []
  var confirmations: [Int] = []
  var intents: Observable<DraftsIntent> { intentSubject.asObservable() }
  func showDrafts(_ drafts: [Draft], title: String) {
    self.drafts = drafts
    titles.append(title)
  }
  func confirmDiscard(row: Int, name: String) { confirmations.append(row) }
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
    var reviewed: [String] = []
    var closed = 0
    let director = DraftsDirector(
      stage: stage, drafts: folder.store, review: { reviewed.append($0.id) }, close: { closed += 1 }
    )
    director.start()
    #expect(stage.titles.last == "2 unsent drafts: Enter reviews, x discards")
    #expect(DraftsDirector.name(of: second) == "b.txt (edit of g1)")
    stage.intentSubject.onNext(.review(1))
    #expect(reviewed == [second.id])
    stage.intentSubject.onNext(.discard(0))
    #expect(stage.confirmations == [0] && folder.store.all().count == 2)
    stage.intentSubject.onNext(.confirmDiscard(0))
    #expect(folder.store.all().map(\.id) == [second.id])
    #expect(stage.titles.last == "1 unsent draft: Enter reviews, x discards")
    #expect(closed == 0)
    folder.store.remove(second)
    director.refresh()
    #expect(closed == 1)
  }
}
