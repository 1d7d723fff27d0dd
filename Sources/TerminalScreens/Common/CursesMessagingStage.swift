import FoundationEssentials
import GistValues
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// What the ncurses Stages of the screens that show what GitHub holds (comments, history,
/// forks, linked files, a look-up) share, written once: the intents, the title, the content
/// status, the message line, a question over the screen (which takes every key while it is
/// open), and relative times. Each screen's Stage adds its list and draws itself.
public class CursesMessagingStage<Intent: Equatable & Sendable> {
  let intentSubject = PublishSubject<Intent>()
  let titleLabel = Label("", style: .bold)
  let prompt = StagePrompt()
  var status: ContentStatus = .loading("")
  var message = StageMessage()
  /// Whether times are relative ("3 days ago") or dates.
  var relativeTimes = true
  /// The time now, for relative times.
  let now: () -> Date

  /// A Stage telling times against `now`.
  init(now: @escaping () -> Date = Date.init) {
    self.now = now
  }

  public var intents: Observable<Intent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }
  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }
  public func useRelativeTimes(_ relative: Bool) { relativeTimes = relative }

  public func choose(_ choice: Choice<Intent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }

  /// An open question takes every key.
  public func intercept(_ key: Key) -> Bool { prompt.handle(key) }

  /// The open question's keys, for the footer.
  public var focusHints: [(keys: String, action: String)]? { prompt.hints }

  public func prepareForKey() { message.clear() }

  public func send(_ intent: Intent) { intentSubject.onNext(intent) }

  /// A mouse event on `list`: a click that activates a row sends `intent` of the row's
  /// item (`item` reads it once the row is selected). Other keys are not the list's.
  func click<Item>(
    _ key: Key, on list: ListView, item: () -> Item?, intent: (Item) -> Intent
  ) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if list.handleMouse(event) == .activated, let item = item() {
      intentSubject.onNext(intent(item))
    }
    return true
  }

  /// The screen as a title over `list` (or what the content status shows instead), the
  /// message line, the hints `help`, and an open question over it all.
  func listScreen(_ list: ListView, help: [(keys: String, action: String)]) -> any Widget {
    StageLayout.column(
      [titleLabel, StatusView.body(status, content: list)], message: message, help: help,
      dialog: prompt.dialog())
  }

  /// `date` as the user asked: relative or a date.
  func when(_ date: Date?) -> String {
    date.map { RelativeTime.describe($0, relative: relativeTimes, now: now()) } ?? ""
  }
}
