import Foundation
import Model
import Reactive
import ScreenLogic

/// A Stage that records what its Director showed and lets the test play the user.
final class RecordingGistListStage: GistListStage {
  let intentSubject = PublishSubject<GistListIntent>()
  let filterSubject = PublishSubject<String>()

  /// The selected tab and the titles shown, each time.
  var tabs: [(GistListTab, [String])] = []
  var rows: [GistRow] = []
  /// The gist the Director said to highlight (nil: the first row).
  var selected: String?
  var highlight = ""
  var statuses: [ContentStatus] = []
  var stale = false
  var lastUpdated: Date?
  var outbox: String?
  /// The fields the Director showed, in order (nil: none).
  var fields: [GistListField?] = []
  /// How many times a user name was asked for (the field turned to the user's).
  var askedForUser: Int {
    zip([nil] + fields, fields).filter { $1?.kind == .user && $0?.kind != .user }.count
  }
  var messages: [String] = []
  var sessions: [String] = []
  var relativeTimes: [Bool] = []

  var intents: Observable<GistListIntent> { intentSubject.asObservable() }
  var fieldText: Observable<String> { filterSubject.asObservable() }

  func showTabs(_ titles: [String], selected: GistListTab) {
    tabs.append((selected, titles))
  }
  /// The saved tabs shown last, and the one showing.
  var savedTabs: (names: [String], selected: String?) = ([], nil)
  func showSavedTabs(_ names: [String], selected: String?) { savedTabs = (names, selected) }
  var notices: [String] = []
  func showNotice(_ notice: String) { notices.append(notice) }
  var deleteQuestions: [(id: String, message: [String])] = []
  func confirmDelete(id: String, message: [String]) { deleteQuestions.append((id, message)) }
  var confirmations: [(title: String, message: [String], action: String, intent: GistListIntent)] =
    []
  func confirm(_ title: String, message: [String], action: String, intent: GistListIntent) {
    confirmations.append((title, message, action, intent))
  }
  var choices: [Choice<GistListIntent>] = []
  func choose(_ choice: Choice<GistListIntent>) { choices.append(choice) }
  var copied: [String] = []
  func copyToClipboard(_ text: String) { copied.append(text) }
  func showRows(_ rows: [GistRow], selected: String?, highlight: String) {
    self.rows = rows
    self.selected = selected
    self.highlight = highlight
  }
  func setContentStatus(_ status: ContentStatus) { statuses.append(status) }
  var staleReasons: [String] = []
  func setStale(since: Date?, reason: String) {
    stale = since != nil
    if since != nil { staleReasons.append(reason) }
  }
  func showLastUpdated(_ date: Date?) { lastUpdated = date }
  func showOutbox(_ note: String?) { outbox = note }
  func showField(_ field: GistListField?) { fields.append(field) }
  func showMessage(_ message: String) { messages.append(message) }
  var positions: [String] = []
  func showPosition(_ text: String) { positions.append(text) }
  var hits: [String?] = []
  func showHit(_ text: String?, words: [String]) { hits.append(text) }
  var previews: [GistPreview?] = []
  func showPreview(_ preview: GistPreview?) { previews.append(preview) }
  func showSession(login: String?, signedOut: Bool, rateLimit: RateLimit?) {
    sessions.append("\(login ?? "-") \(rateLimit.map { "\($0.remaining)/\($0.limit)" } ?? "-")")
  }
  func useRelativeTimes(_ relative: Bool) { relativeTimes.append(relative) }

  var status: ContentStatus? { statuses.last }

  /// The id of the row a real Stage highlights: the one it was told, else the first.
  var highlightedID: String {
    selected.flatMap { id in rows.first { $0.id == id }?.id } ?? rows.first?.id ?? ""
  }
}
