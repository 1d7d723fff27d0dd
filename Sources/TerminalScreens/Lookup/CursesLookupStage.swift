import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The look-up drawn with the terminal toolkit: what is being opened, and the answer's
/// failure with what to do.
public final class CursesLookupStage: LookupStage, KeyedStage {

  public typealias Intent = LookupIntent

  private let intentSubject = PublishSubject<LookupIntent>()
  private let titleLabel = Label("", style: .bold)
  private var status: ContentStatus = .loading("")

  /// A look-up Stage.
  public init() {}

  public var intents: Observable<LookupIntent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }
  public func setContentStatus(_ status: ContentStatus) { self.status = status }

  public func send(_ intent: LookupIntent) { intentSubject.onNext(intent) }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    VStack([
      titleLabel,
      StatusView.body(status, content: Label("")),
      HintBar(help, pinnedLast: 2),
    ])
  }
}
