import Foundation
import GistValues
import GistWork
import Model
import Reactive
import ScreenLogic
import Store

final class RecordingComposeStage: ComposeStage {
  let intentSubject = PublishSubject<ComposeIntent>()
  var titles: [String] = []
  var description = ""
  var files: [ComposeFileRow] = []
  var noFiles = EmptyState(title: "", subtitle: "")
  var visibility = ""
  var problems: [[String]] = []
  var messages: [String] = []
  var notices: [String] = []
  var questions: [(ComposeQuestion, String)] = []
  var removals: [String] = []
  /// How many times the Director said the gist changed on GitHub.
  var conflicts: Int { choices.filter { $0.title == "The gist changed on GitHub" }.count }
  var choices: [Choice<ComposeIntent>] = []

  var intents: Observable<ComposeIntent> { intentSubject.asObservable() }
  func showTitle(_ title: String) { titles.append(title) }
  func showDraft(
    description: String, files: [ComposeFileRow], visibility: String, noFiles: EmptyState
  ) {
    self.description = description
    self.noFiles = noFiles
    self.files = files
    self.visibility = visibility
  }
  func showProblems(_ problems: [String]) { self.problems.append(problems) }
  func showMessage(_ message: String) { messages.append(message) }
  func showNotice(_ notice: String) { notices.append(notice) }
  func ask(_ question: ComposeQuestion, initial: String) { questions.append((question, initial)) }
  func confirmRemove(name: String) { removals.append(name) }
  func choose(_ choice: Choice<ComposeIntent>) { choices.append(choice) }

  func send(_ intent: ComposeIntent) { intentSubject.onNext(intent) }
}

/// An editor that writes what the test says next.
final class ScriptedEditor: TextEditing {
  var next: [Result<String?, GistError>] = []
  /// The note the next edits give with their text (an editor that failed after saving).
  var notes: [String?] = []
  var edited: [(text: String, filename: String)] = []
  func edit(_ text: String, filename: String) -> Result<EditedText, GistError> {
    edited.append((text, filename))
    let note = notes.isEmpty ? nil : notes.removeFirst()
    return (next.isEmpty ? .success(nil) : next.removeFirst()).map {
      EditedText(text: $0, note: note)
    }
  }
}

/// A compose model that records requests and answers when the test says.
final class FakeComposer: GistComposeModel {
  var created: [(gist: NewGist, done: (Result<Gist, GistError>) -> Void)] = []
  var updated: [(changes: GistChanges, done: (Result<Gist, GistError>) -> Void)] = []
  var fetched: [(Result<Gist, GistError>) -> Void] = []
  var newestAsked: [(Result<[Gist], GistError>) -> Void] = []
  func newest(completion: @escaping (Result<[Gist], GistError>) -> Void) {
    newestAsked.append(completion)
  }
  func create(_ gist: NewGist, completion: @escaping (Result<Gist, GistError>) -> Void) {
    created.append((gist, completion))
  }
  func update(
    id: String, _ changes: GistChanges, completion: @escaping (Result<Gist, GistError>) -> Void
  ) { updated.append((changes, completion)) }
  func current(id: String, completion: @escaping (Result<Gist, GistError>) -> Void) {
    fetched.append(completion)
  }
  var committed:
    [(
      binaries: [String: Data], gist: Gist, removing: [String],
      done: (Result<Gist, GistError>) -> Void
    )] = []
  func commit(
    _ binaries: [String: Data], to gist: Gist, removing: [String],
    completion: @escaping (Result<Gist, GistError>) -> Void
  ) { committed.append((binaries, gist, removing, completion)) }
}

/// A drafts folder of its own, removed at the end of the test.
final class TemporaryDrafts {
  let store: DraftStore
  init() {
    store = DraftStore(
      folder: FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-drafts-\(UUID())"))
  }
  deinit { try? FileManager.default.removeItem(at: store.folder) }
}
