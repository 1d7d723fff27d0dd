import App
import Foundation
import Model
import Reactive

/// A Stage that records what its Director showed and lets the test play the user.
final class RecordingGistListStage: GistListStage {
  let intentSubject = PublishSubject<GistListIntent>()
  let filterSubject = PublishSubject<String>()
  let selectionSubject = PublishSubject<Int>()

  var tabs: [(GistListTab, String?)] = []
  var rows: [GistRow] = []
  var highlight = ""
  var statuses: [ContentStatus] = []
  var stale = false
  var lastUpdated: Date?
  var askedForUser = 0
  var messages: [String] = []
  var sessions: [String] = []
  var relativeTimes: [Bool] = []

  var intents: Observable<GistListIntent> { intentSubject.asObservable() }
  var filterText: Observable<String> { filterSubject.asObservable() }
  var selectionChanged: Observable<Int> { selectionSubject.asObservable() }

  func showTab(_ tab: GistListTab, user: String?) { tabs.append((tab, user)) }
  func showRows(_ rows: [GistRow], highlight: String) {
    self.rows = rows
    self.highlight = highlight
  }
  func setContentStatus(_ status: ContentStatus) { statuses.append(status) }
  func setStale(since: Date?) { stale = since != nil }
  func showLastUpdated(_ date: Date?) { lastUpdated = date }
  func askForUserName() { askedForUser += 1 }
  func showMessage(_ message: String) { messages.append(message) }
  func showSession(login: String?, rateLimit: RateLimit?) {
    sessions.append("\(login ?? "-") \(rateLimit.map { "\($0.remaining)/\($0.limit)" } ?? "-")")
  }
  func useRelativeTimes(_ relative: Bool) { relativeTimes.append(relative) }

  var status: ContentStatus? { statuses.last }
}
