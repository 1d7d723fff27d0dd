import Foundation
import GistValues
import Glibc
import Keys
import Model
import Reactive
import ScreenLogic
import System

final class RecordingGistDetailStage: GistDetailStage {
  let intentSubject = PublishSubject<GistDetailIntent>()
  var headers: [GistHeader] = []
  var files: [String] = []
  var tabs: [FileTab] = []
  var selected = 0
  var contents: [FileContent] = []
  var statuses: [ContentStatus] = []
  var messages: [String] = []
  var notices: [String] = []
  var confirmations: [String] = []
  var directoryQuestions: [String] = []
  var clipboard: [String] = []
  var relativeTimes: [Bool] = []

  var intents: Observable<GistDetailIntent> { intentSubject.asObservable() }
  func showHeader(_ header: GistHeader) { headers.append(header) }
  func showFiles(_ tabs: [FileTab], selected: Int) {
    files = tabs.map(\.name)
    self.tabs = tabs
    self.selected = selected
  }
  func showContent(_ content: FileContent) { contents.append(content) }
  func setContentStatus(_ status: ContentStatus) { statuses.append(status) }
  func showMessage(_ message: String) { messages.append(message) }
  func showNotice(_ notice: String) { notices.append(notice) }
  func confirmDelete(message: [String]) {
    confirmations.append(message.first ?? "")
    deleteMessages.append(message)
  }
  var deleteMessages: [[String]] = []
  var choices: [Choice<GistDetailIntent>] = []
  func choose(_ choice: Choice<GistDetailIntent>) { choices.append(choice) }
  func askForDirectory(suggested: String) { directoryQuestions.append(suggested) }
  var fileNameQuestions: [String] = []
  func askForFileName(suggested: String) { fileNameQuestions.append(suggested) }
  func copyToClipboard(_ text: String) { clipboard.append(text) }
  func useRelativeTimes(_ relative: Bool) { relativeTimes.append(relative) }
  /// The Director's answer to "is this available now?", as the shell asks it.
  var availability: (GistDetailIntent) -> String? = { _ in nil }
  /// The intents of the screen's key table that do nothing now, each with why.
  var unavailable: [GistDetailIntent: String] {
    var reasons: [GistDetailIntent: String] = [:]
    for binding in GistDetailKeys.table {
      guard let intent = binding.intent(highlighted: nil), let reason = availability(intent)
      else { continue }
      reasons[intent] = reason
    }
    return reasons
  }
  /// Presses `key` as the shell does (the intent is sent only when available); the
  /// refusal said, or nil.
  @discardableResult func press(_ key: Key) -> String? {
    guard let binding = GistDetailKeys.table.first(where: { $0.keys.contains(key) }) else {
      return nil
    }
    switch binding.dispatch(highlighted: nil, availability: availability) {
    case .send(let intent): intentSubject.onNext(intent)
    case .refused(let sentence): return sentence
    case .view, .nothing: break
    }
    return nil
  }
  var matches: [FileMatches?] = []
  func showMatches(_ matches: FileMatches?) { self.matches.append(matches) }
  var findQuestions: [String] = []
  func askForFind(initial: String) { findQuestions.append(initial) }
  var shownLines: [Int] = []
  func showLine(_ index: Int) { shownLines.append(index) }
  var positions: [String] = []
  func showPosition(_ position: String) { positions.append(position) }
  var marked: Set<String> = []
  func markFiles(_ names: Set<String>) { marked = names }
}

/// A gist document the test answers.
final class FakeGistDocument: FakeRemote<Gist>, GistDocumentModel {
  let id: String
  let revision: String?

  init(id: String, revision: String? = nil, initial: Gist? = nil) {
    self.id = id
    self.revision = revision
    super.init(initial: initial)
  }

  func changed(to gist: Gist) { answer(gist) }
}

/// Actions that record what was asked and finish when the test says.
final class FakeActions: GistActionsModel {
  var forks: [(Result<Gist, GistError>) -> Void] = []
  var deletes: [(Result<Void, GistError>) -> Void] = []
  var clones: [(url: String, directory: String, done: (Result<Void, GistError>) -> Void)] = []
  var opened: [String] = []
  var browserError: GistError?

  func fork(completion: @escaping (Result<Gist, GistError>) -> Void) { forks.append(completion) }
  func delete(completion: @escaping (Result<Void, GistError>) -> Void) {
    deletes.append(completion)
  }
  var restores: [(Result<Gist, GistError>) -> Void] = []
  var publicCopies: [(Result<Gist, GistError>) -> Void] = []
  func makePublicCopy(completion: @escaping (Result<Gist, GistError>) -> Void) {
    publicCopies.append(completion)
  }
  func restore(completion: @escaping (Result<Gist, GistError>) -> Void) {
    restores.append(completion)
  }
  func clone(
    _ pullURL: String, into directory: String,
    completion: @escaping (Result<Void, GistError>) -> Void
  ) { clones.append((pullURL, directory, completion)) }
  /// What a save writes (name: text), and the names already there.
  var saved: [String: String] = [:]
  var savedBytes: [String: Data] = [:]
  /// The mode each save asked for a new file (name: mode).
  var savedModes: [String: mode_t] = [:]
  var existing: Set<String> = []
  func saveFile(_ bytes: Data, named name: String, replacing: Bool, mode: mode_t)
    throws(GistError) -> FileSaver.Outcome
  {
    if existing.contains(name) && !replacing { return .exists("/here/\(name)") }
    saved[name] = String(decoding: bytes, as: UTF8.self)
    savedBytes[name] = bytes
    savedModes[name] = mode
    return .saved("/here/\(name)")
  }
  var openedFiles: [String: Data] = [:]
  func openFile(_ bytes: Data, named name: String) throws(GistError) {
    if let browserError { throw browserError }
    openedFiles[name] = bytes
  }
  func openInBrowser(_ url: String) throws(GistError) {
    if let browserError { throw browserError }
    opened.append(url)
  }
}

/// A star model the test answers.
final class FakeStar: StarModelProtocol {
  let starred = BehaviorSubject<Bool?>(value: nil)
  var checks = 0
  var toggles: [(Result<Void, GistError>) -> Void] = []

  var isStarred: Observable<Bool?> { starred.asObservable() }
  var isToggling: Bool { false }
  func check() { checks += 1 }
  func toggle(completion: @escaping (Result<Void, GistError>) -> Void) {
    toggles.append(completion)
    starred.onNext(!(starred.value ?? false))
  }
}
