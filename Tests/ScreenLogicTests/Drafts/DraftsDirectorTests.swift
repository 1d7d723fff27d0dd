import Foundation
import Reactive
import ScreenLogic
import Store
import TestSupport
import Testing

final class RecordingDraftsStage: DraftsStage {
  let intentSubject = PublishSubject<DraftsIntent>()
  var titles: [String] = []
  var drafts: [DraftRow] = []
  var confirmations: [String] = []
  var questions: [(id: String, question: String, detail: [String])] = []
  var intents: Observable<DraftsIntent> { intentSubject.asObservable() }
  func showDrafts(_ drafts: [DraftRow], title: String) {
    self.drafts = drafts
    titles.append(title)
  }
  func confirmDiscard(id: String, name: String) { confirmations.append(id) }
  func confirmReviewHere(id: String, question: String, detail: [String], action: String) {
    questions.append((id, question, detail))
  }
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
    let navigator = RecordingNavigator()
    let director = DraftsDirector(stage: stage, drafts: folder.store, navigator: navigator)
    director.start()
    #expect(stage.titles.last == "2 unsent drafts: Enter reviews, x discards")
    #expect(stage.drafts.map(\.name) == ["first (new gist)", "b.txt (edit of g1)"])
    stage.intentSubject.onNext(.review(second.id))
    #expect(navigator.moves == [.push(.compose(second))])
    stage.intentSubject.onNext(.discard(first.id))
    #expect(stage.confirmations == [first.id] && folder.store.all().count == 2)
    stage.intentSubject.onNext(.confirmDiscard(first.id))
    #expect(folder.store.all().map(\.id) == [second.id])
    #expect(stage.titles.last == "1 unsent draft: Enter reviews, x discards")
    #expect(navigator.moves.count == 1)
    // Issue 35: none left says what the screen is for, not "0 unsent drafts: Enter reviews".
    stage.intentSubject.onNext(.confirmDiscard(second.id))
    #expect(
      stage.titles.last == "No unsent drafts: a gist you write waits here until GitHub has it")
    // Issue 57, item 11: the screen stays after its last draft is discarded (it closed, and
    // the user's next q, meant to leave it, quit dehub from the list).
    #expect(navigator.moves.count == 1, "\(navigator.moves)")
    // Come back to with none left (the last one was sent), it closes.
    director.uncovered()
    #expect(navigator.moves.last == .back)
  }

  /// Issue 30: a draft written against one host was offered, and sent, on another. It now
  /// says whose it is, and opens here only after a question naming both accounts.
  @Test func aDraftOfAnotherHostIsNotOpenedHereWithoutAQuestion() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-drafts-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let hostA = DraftStore(
      folder: folder, account: DraftAccount(host: "https://api.github.com", login: "alice"))
    let foreign = Draft(
      description: "from A", files: ["a.txt": "a"], isPublic: false,
      savedAt: Date(timeIntervalSince1970: 1))
    try hostA.save(foreign)
    // Saved before drafts recorded a host: taken as the current account's.
    let old = Draft(
      description: "old", files: ["o.txt": "o"], isPublic: false,
      savedAt: Date(timeIntervalSince1970: 2))
    try DraftStore(folder: folder).save(old)
    let account = DraftAccount(host: "https://ghe.example.com/api/v3", login: "bob")
    let hostB = DraftStore(folder: folder, account: account)
    let stage = RecordingDraftsStage()
    let navigator = RecordingNavigator()
    let director = DraftsDirector(stage: stage, drafts: hostB, navigator: navigator)
    director.start()
    #expect(
      stage.drafts.map(\.name) == [
        "written for alice at api.github.com — from A (new gist)", "old (new gist)",
      ])
    stage.intentSubject.onNext(.review(foreign.id))
    #expect(navigator.moves.isEmpty)
    let asked = try #require(stage.questions.first)
    #expect(asked.id == foreign.id)
    #expect(asked.question == "Send this draft as bob at ghe.example.com/api/v3?")
    #expect(asked.detail.first == "It was written for alice at api.github.com.")
    stage.intentSubject.onNext(.review(old.id))
    #expect(navigator.moves == [.push(.compose(old))] && stage.questions.count == 1)
    // Yes: the draft is this account's from now on, and opens.
    stage.intentSubject.onNext(.confirmReviewHere(foreign.id))
    guard case .push(.compose(let opened))? = navigator.moves.last else {
      Issue.record("no compose: \(navigator.moves)")
      return
    }
    #expect(opened.id == foreign.id && opened.files == foreign.files)
    #expect(opened.host == account.host && opened.login == "bob")
    #expect(hostB.all().first { $0.id == foreign.id }?.host == account.host)
  }
}
