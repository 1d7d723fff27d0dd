import Reactive
import ScreenLogic

/// A messaging Stage for Director tests: it records what its Director shows (titles,
/// content statuses, messages, notices, questions) and sends the intents a test gives.
/// Each screen's recording Stage adds what it shows of its own.
open class RecordingMessagingStage<Intent: Equatable & Sendable>: MessagingStage {
  /// Where the test's intents go out.
  public let intentSubject = PublishSubject<Intent>()
  /// The titles shown, in order.
  public var titles: [String] = []
  /// The content statuses, in order.
  public var statuses: [ContentStatus] = []
  /// The messages (failures), in order.
  public var messages: [String] = []
  /// The notices, in order.
  public var notices: [String] = []
  /// The questions asked, in order.
  public var choices: [Choice<Intent>] = []
  /// Whether times are shown relative (the last the Director said).
  public var relativeTimes = true

  /// A Stage that has shown nothing yet.
  public init() {}

  public var intents: Observable<Intent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titles.append(title) }
  public func setContentStatus(_ status: ContentStatus) { statuses.append(status) }
  public func showMessage(_ message: String) { messages.append(message) }
  public func showNotice(_ notice: String) { notices.append(notice) }
  public func choose(_ choice: Choice<Intent>) { choices.append(choice) }
  public func useRelativeTimes(_ relative: Bool) { relativeTimes = relative }

  /// The user asks for `intent`.
  public func send(_ intent: Intent) { intentSubject.onNext(intent) }

  /// The user answers the last question with the option labelled `label`; false when there
  /// is no such option (nothing is sent).
  @discardableResult
  public func answer(_ label: String) -> Bool {
    guard let option = choices.last?.options.first(where: { $0.label == label }) else {
      return false
    }
    if let answer = option.answer { intentSubject.onNext(answer) }
    return true
  }
}
