import App
import Model
import Reactive

final class RecordingGistDetailStage: GistDetailStage {
  let intentSubject = PublishSubject<GistDetailIntent>()
  var headers: [GistHeader] = []
  var files: [String] = []
  var selected = 0
  var contents: [FileContent] = []
  var statuses: [ContentStatus] = []
  var messages: [String] = []

  var intents: Observable<GistDetailIntent> { intentSubject.asObservable() }
  func showHeader(_ header: GistHeader) { headers.append(header) }
  func showFiles(_ names: [String], selected: Int) {
    files = names
    self.selected = selected
  }
  func showContent(_ content: FileContent) { contents.append(content) }
  func setContentStatus(_ status: ContentStatus) { statuses.append(status) }
  func showMessage(_ message: String) { messages.append(message) }
}

/// A gist document the test answers.
final class FakeGistDocument: GistDocumentModel {
  let id: String
  private let subject: BehaviorSubject<RemoteState<Gist>>
  var loads = 0

  init(id: String, initial: Gist? = nil) {
    self.id = id
    subject = BehaviorSubject(value: RemoteState(value: initial))
  }

  var state: Observable<RemoteState<Gist>> { subject.asObservable() }
  var current: RemoteState<Gist> { subject.value }

  func load() {
    loads += 1
    var state = subject.value
    state.isLoading = true
    subject.onNext(state)
  }

  func answer(_ gist: Gist?, error: GistError? = nil) {
    var state = subject.value
    state.isLoading = false
    if let gist { state.value = gist }
    state.error = error
    subject.onNext(state)
  }
}

/// A star model the test answers.
final class FakeStar: StarModelProtocol {
  let starred = BehaviorSubject<Bool?>(value: nil)
  let failureSubject = PublishSubject<GistError>()
  var checks = 0
  var toggles = 0

  var isStarred: Observable<Bool?> { starred.asObservable() }
  var failures: Observable<GistError> { failureSubject.asObservable() }
  var isToggling: Bool { false }
  func check() { checks += 1 }
  func toggle() {
    toggles += 1
    starred.onNext(!(starred.value ?? false))
  }
}
